import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CheckoutSummary } from '../features/checkout/CheckoutSummary';

/** core §2 /checkout: page=buy_now, page=campaign or page=cart (an unknown value reads as the cart). */
const search = z.object({ page: z.catch(z.enum(['cart', 'buy_now', 'campaign']), 'cart') });

export const Route = createFileRoute('/checkout')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: CheckoutPage,
});

function CheckoutPage() {
  const { page } = Route.useSearch();
  return <CheckoutSummary page={page} />;
}
