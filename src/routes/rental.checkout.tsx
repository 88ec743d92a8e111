import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { GuestContactSlotProps } from '../domain/address';
import { GuestContactCard } from '../features/address/GuestContactCard';
import { useGuestContact } from '../features/address/useGuestDevice';
import { TripCheckout } from '../features/rental/TripCheckout';

export const Route = createFileRoute('/rental/checkout')({
  // The trip is the Rental module's: its cart is read and booked there whatever module was chosen.
  loader: ({ context }) => context.adoptModule('rental'),
  component: () => <TripCheckout GuestContactCard={DeviceGuestContact} />,
});

/** The guest's contact as the addresses feature keeps it on the device (acc §3), shared with checkout and parcels. */
function DeviceGuestContact({ onChange }: GuestContactSlotProps) {
  const saved = useGuestContact();
  useEffect(() => {
    if (saved) onChange(saved);
  }, [saved, onChange]);
  return <GuestContactCard value={saved} onChange={onChange} />;
}
