import { createFileRoute } from '@tanstack/react-router';
import { optional, searchSchema, string } from '../domain/searchParams';
import { isSocialMedium, SocialCallbackPage } from '../features/auth/AuthPages';

/** The demo identity provider (and any redirect-based provider) comes back here inside the sign-in pop-up. */
const search = searchSchema({
  token: optional(string()),
  unique_id: optional(string()),
  email: optional(string()),
  medium: optional(string()),
  name: optional(string()),
});

export const Route = createFileRoute('/auth/social-callback')({
  validateSearch: search,
  component: CallbackRoute,
});

function CallbackRoute() {
  const s = Route.useSearch();
  const credential =
    s.token && s.unique_id && isSocialMedium(s.medium)
      ? { token: s.token, unique_id: s.unique_id, medium: s.medium, email: s.email ?? null, name: s.name ?? null }
      : null;
  return <SocialCallbackPage credential={credential} />;
}
