import { useQuery } from '@tanstack/react-query';
import { rentalCartQuery, type RentalCartLine, type RentalUserData } from '../../api/queries/rental';
import { useScope } from '../../api/scope';
import { emptyTrip, tripFromUserData, type TripDraft } from '../../domain/rental';

/** The rental cart as the header, the drawer, vehicle pages and the trip checkout read it. */
export function useRentalCart() {
  const scope = useScope();
  const query = useQuery(rentalCartQuery(scope));
  const lines: RentalCartLine[] = query.data?.carts ?? [];
  const userData = query.data && !Array.isArray(query.data.user_data) ? (query.data.user_data as RentalUserData) : null;
  return { query, lines, userData, trip: tripFromUserData(userData), scope };
}

/** A new trip starts at the customer's chosen location. */
export function startingTrip(scope: {
  position: { lat: number; lng: number } | null;
  address: string | null;
}): TripDraft {
  return {
    ...emptyTrip(),
    pickup: scope.position ? { ...scope.position, location_name: scope.address ?? '' } : null,
  };
}
