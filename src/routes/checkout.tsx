import { useCallback } from 'react';
import type { PlacedSearch } from '../flows/checkout';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { oneOf, searchSchema, withDefault } from '../domain/searchParams';
import { CheckoutAddressPicker } from '../features/address/CheckoutAddressPicker';
import { CheckoutPage } from '../features/checkout/CheckoutPage';

/** core §2 /checkout: page=buy_now, page=campaign or page=cart (an unknown value reads as the cart). */
const search = searchSchema({ page: withDefault(oneOf(['cart', 'buy_now', 'campaign']), 'cart') });

export const Route = createFileRoute('/checkout')({
  validateSearch: search,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { page } = Route.useSearch();
  const navigate = useNavigate();
  const onPlaced = useCallback((s: PlacedSearch) => void navigate({ to: '/order-placed', search: s }), [navigate]);
  // The addresses feature's picker holds the guest's contact card too (features do not import each other).
  return <CheckoutPage page={page} AddressSlot={CheckoutAddressPicker} onPlaced={onPlaced} />;
}
