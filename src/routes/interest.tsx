import { createFileRoute } from '@tanstack/react-router';
import { maybe, oneOf, searchSchema } from '../domain/searchParams';
import { InterestPage } from '../features/account/InterestPage';
import { SignInPrompt } from '../features/auth/AuthPages';

/** acc §2 /interest; `from=profile` when opened from the profile, to go back there. */
const search = searchSchema({ from: maybe(oneOf(['profile'])) });

export const Route = createFileRoute('/interest')({ validateSearch: search, component: InterestRoute });

function InterestRoute() {
  const { from } = Route.useSearch();
  return <InterestPage guest={<SignInPrompt />} fromProfile={from === 'profile'} />;
}
