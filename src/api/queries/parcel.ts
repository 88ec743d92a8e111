import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { ShoppingScope } from '../scope';
import { placeOrderCall } from '../mutations/placeOrder';
import type { ParcelCategoryLite, ParcelZoneData } from '../../domain/parcel';

/** issue 17: parcel categories of the chosen parcel module (api2 §8 parcel-category). */
export const parcelCategoriesQuery = (moduleId: number | null) =>
  queryOptions({
    queryKey: ['parcel-category', moduleId],
    queryFn: async () => (await unwrap(api.GET('/api/v1/parcel-category', {}))) as ParcelCategoryLite[],
    staleTime: 5 * 60_000,
  });

/** api2 §10 parcel instructions (public, paged; the first page is enough for a picker). */
export const parcelInstructionsQuery = () =>
  queryOptions({
    queryKey: ['parcel-instructions'],
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/customer/order/parcel-instructions', { params: { query: { limit: 25, offset: 1 } } }),
        )
      ).data,
    staleTime: 5 * 60_000,
  });

export interface ParcelOrderSummary {
  id: number;
  order_status: string;
  order_amount: number;
  created_at: string;
  parcel_category?: { name?: string } | null;
  receiver_details?: { contact_person_name?: string; address?: string } | null;
}

/** The signed-in customer's running and past parcel orders, newest first (a few for the parcel home). */
export const recentParcelOrdersQuery = (scope: Pick<ShoppingScope, 'signedIn'>) =>
  queryOptions({
    queryKey: ['orders', 'parcel-recent', scope.signedIn],
    enabled: scope.signedIn,
    queryFn: async (): Promise<ParcelOrderSummary[]> => {
      const query = { limit: 20, offset: 1 };
      const [running, past] = await Promise.all([
        unwrap(api.GET('/api/v1/customer/order/running-orders', { params: { query } })),
        unwrap(api.GET('/api/v1/customer/order/list', { params: { query } })),
      ]);
      const all: Array<ParcelOrderSummary & { order_type: string }> = [
        ...(running?.orders ?? []),
        ...(past?.orders ?? []),
      ];
      return all
        .filter((o) => o.order_type === 'parcel')
        .sort((a, b) => b.id - a.id)
        .slice(0, 5);
    },
  });

/** api §3.7 order/place with order_type=parcel; a guest's guest id is the client's (owner.ts). */
export async function placeParcelOrder(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ orderId: number; total: number; paymentReference: string | null }> {
  const data = await placeOrderCall(body, headers);
  return {
    orderId: Number(data.order_id),
    total: Number(data.total_ammount),
    paymentReference: data.payment_reference ?? null,
  };
}

/**
 * issue 17: the zones at the sender's address with their figures for each module (config/get-zone-id
 * zone_data; the parcel fee reads the parcel module's per-km, minimum, maximum and the increased fee).
 * No zone there → an empty list (the server refuses the order in words).
 */
export const parcelSenderZonesQuery = (lat: string | null, lng: string | null) =>
  queryOptions({
    queryKey: ['parcel', 'sender-zones', lat, lng],
    queryFn: async (): Promise<ParcelZoneData[]> => {
      try {
        const r = await unwrap(
          api.GET('/api/v1/config/get-zone-id', { params: { query: { lat: Number(lat), lng: Number(lng) } } }),
        );
        return ((r as { zone_data?: unknown }).zone_data ?? []) as ParcelZoneData[];
      } catch {
        return [];
      }
    },
    enabled: lat !== null && lng !== null && lat !== '' && lng !== '',
    staleTime: 5 * 60_000,
  });

/** turn4 §3.3: the parcel home's "why choose us" cards of the module (empty when the business has none). */
export const whyChooseQuery = (moduleId: number | null) =>
  queryOptions({
    queryKey: ['why-choose', moduleId],
    queryFn: async () => (await unwrap(api.GET('/api/v1/other-banners/why-choose'))).banners,
    staleTime: 5 * 60_000,
  });

/** turn4 §3.3: the parcel home's video section (its steps and the video, image or link). */
export const videoContentQuery = (moduleId: number | null) =>
  queryOptions({
    queryKey: ['video-content', moduleId],
    queryFn: async () => unwrap(api.GET('/api/v1/other-banners/video-content')),
    staleTime: 5 * 60_000,
  });
