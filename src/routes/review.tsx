import { createFileRoute } from '@tanstack/react-router';
import { maybe, number, searchSchema } from '../domain/searchParams';
import { ReviewPage, reviewPageClass } from '../features/reviews/ReviewPage';
import { SignInPrompt } from '../features/auth/AuthPages';
import { useSignedIn } from '../api/scope';

/** `/review?order_id=N`: rate a delivered order's items and courier. */
const search = searchSchema({ order_id: maybe(number) });

export const Route = createFileRoute('/review')({
  validateSearch: search,
  component: ReviewRoute,
});

function ReviewRoute() {
  const { order_id } = Route.useSearch();
  const signedIn = useSignedIn();
  if (!signedIn)
    return (
      <section className={reviewPageClass}>
        <SignInPrompt />
      </section>
    );
  return <ReviewPage key={order_id} orderId={order_id && order_id > 0 ? Math.trunc(order_id) : 0} />;
}
