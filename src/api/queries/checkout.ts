import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { CheckoutZone } from '../../domain/checkoutFacts';

/** The zones at the delivery address with their delivery figures (config/get-zone-id zone_data). */
export const addressZonesQuery = (lat: string | null, lng: string | null) =>
  queryOptions({
    queryKey: ['checkout', 'zone', lat, lng],
    queryFn: async () => {
      try {
        const answer = await unwrap(
          api.GET('/api/v1/config/get-zone-id', { params: { query: { lat: Number(lat), lng: Number(lng) } } }),
        );
        // zone_data as the checkout reads it: each zone's payment switches, fees and module pivots.
        const zoneData: CheckoutZone[] = answer.zone_data ?? [];
        return { zoneData };
      } catch {
        // 404: no zone at these coordinates.
        return { zoneData: [] as CheckoutZone[] };
      }
    },
    enabled: lat !== null && lng !== null,
    staleTime: 5 * 60_000,
  });

/** Driving distance from the store to the address (config/distance-api); null when it does not answer. */
export const distanceQuery = (from: { lat: string; lng: string } | null, to: { lat: string; lng: string } | null) =>
  queryOptions({
    queryKey: ['checkout', 'distance', from?.lat, from?.lng, to?.lat, to?.lng],
    queryFn: async (): Promise<unknown> => {
      try {
        return await unwrap(
          api.GET('/api/v1/config/distance-api', {
            params: {
              query: {
                origin_lat: Number(from!.lat),
                origin_lng: Number(from!.lng),
                destination_lat: Number(to!.lat),
                destination_lng: Number(to!.lng),
              },
            },
          }),
        );
      } catch {
        return null;
      }
    },
    enabled: !!from && !!to,
    staleTime: 5 * 60_000,
  });

/** The most chosen delivery tip (more §10 GET /most-tips; no auth). */
export const mostTipsQuery = () =>
  queryOptions({
    queryKey: ['checkout', 'most-tips'],
    queryFn: async () => {
      const data = await unwrap(api.GET('/api/v1/most-tips'));
      return Number(data?.most_tips_amount) || null;
    },
    staleTime: 5 * 60_000,
  });
