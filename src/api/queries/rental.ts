import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { components } from '../schema.gen';
import type { ShoppingScope } from '../scope';
import { ACCOUNT_PAGE_SIZE, hasMore, type ListPage } from '../../domain/paging';

/** The rental module's reads (platform-api-more §11): vehicles, providers, the rental cart, trips. */
type S = components['schemas'];
export type Vehicle = S['Vehicle'] & {
  vehicle_identities?: { license_plate_number?: string }[];
};
export type VehicleDetails = S['VehicleDetails'];
export type VehicleCategory = S['VehicleCategory'];
export type ProviderDetails = S['ProviderDetails'] & {
  open?: number;
  pickup_zone_id?: string | null;
};
export type ProviderReviewPage = S['ProviderReviewPage'];
export type RentalCart = S['RentalCart'];
export type RentalCartLine = S['RentalCartLine'];
export type RentalUserData = S['RentalUserData'];
export type Trip = S['Trip'];
export type TripDetails = S['TripDetails'];

type Scope = Pick<ShoppingScope, 'moduleId' | 'zone'>;
const key = (s: Scope) => [s.moduleId, s.zone] as const;

/** The vehicle search's filters (the API's names), kept in the URL of /rental/vehicle-search. */
export interface VehicleFilters {
  name?: string | undefined;
  trip_type?: 'hourly' | 'distance_wise' | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  brand_ids?: number[] | undefined;
  category_ids?: number[] | undefined;
  seating_capacity?: string[] | undefined;
  air_condition?: 1 | undefined;
  no_air_condition?: 1 | undefined;
  transmission_type?: string | undefined;
  fuel_type?: string | undefined;
  sortby_price?: 'asc' | 'desc' | undefined;
  top_rated?: 1 | undefined;
}

export function filterQuery(f: VehicleFilters) {
  const json = (a: unknown[] | undefined) => (a && a.length ? JSON.stringify(a) : undefined);
  const q = {
    name: f.name || undefined,
    trip_type: f.trip_type,
    min_price: f.min_price,
    max_price: f.max_price,
    brand_ids: json(f.brand_ids),
    category_ids: json(f.category_ids),
    seating_capacity: json(f.seating_capacity),
    air_condition: f.air_condition,
    no_air_condition: f.no_air_condition,
    transmission_type: f.transmission_type || undefined,
    fuel_type: f.fuel_type || undefined,
    sortby_price: f.sortby_price,
    top_rated: f.top_rated,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Partial<typeof q>;
}

const ready = (s: Scope) => s.moduleId !== null && s.zone !== null;

/**
 * acc §9 "Default page size 10": the rental lists (vehicles found, a provider's vehicles and its reviews) come ten
 * at a time; "Load more" asks for the next page (`offset` is a page number) while the server's total says there is one.
 */
function pagedList<P extends ListPage<unknown>>(
  queryKey: readonly unknown[],
  page: (offset: number) => Promise<P>,
  enabled: boolean,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => page(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: P, pages: P[]) => (hasMore(last, pages.length) ? pages.length + 1 : undefined),
    enabled,
  });
}

/** One page of vehicles found, with the price range of everything the filters match. */
export type VehiclePage = ListPage<Vehicle> & { min: number; max: number };

export const vehicleSearchQuery = (s: Scope, f: VehicleFilters) =>
  pagedList(
    ['rental', 'vehicles', filterQuery(f), ...key(s)],
    async (offset): Promise<VehiclePage> => {
      const query = { limit: ACCOUNT_PAGE_SIZE, offset, ...filterQuery(f) };
      const page = await unwrap(api.GET('/api/v1/rental/vehicle/search', { params: { query } }));
      return {
        rows: page.vehicles as Vehicle[],
        total: page.total_size,
        min: page.min_price ?? 0,
        max: page.max_price ?? 0,
      };
    },
    ready(s),
  );

export const providerVehiclesQuery = (s: Scope, providerId: number, f: VehicleFilters) =>
  pagedList(
    ['rental', 'provider-vehicles', providerId, filterQuery(f), ...key(s)],
    async (offset): Promise<ListPage<Vehicle>> => {
      const query = { provider_id: providerId, limit: ACCOUNT_PAGE_SIZE, offset, ...filterQuery(f) };
      const page = await unwrap(api.GET('/api/v1/rental/vehicle/get-provider-vehicles', { params: { query } }));
      return { rows: page.vehicles as Vehicle[], total: page.total_size };
    },
    ready(s) && providerId > 0,
  );

export const topRatedQuery = (s: Scope) =>
  queryOptions({
    queryKey: ['rental', 'top-rated', ...key(s)],
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/rental/vehicle/top-rated', {
            params: { query: { limit: 10, offset: 1 } },
          }),
        )
      ).vehicles as Vehicle[],
    enabled: ready(s),
  });

export const suggestionsQuery = (s: Scope, name: string) =>
  queryOptions({
    queryKey: ['rental', 'suggest', name, ...key(s)],
    queryFn: async () =>
      (await unwrap(
        api.GET('/api/v1/rental/vehicle/search/suggestion', {
          params: { query: { name } },
        }),
      )) as string[],
    enabled: ready(s) && name.trim().length > 0,
    staleTime: 60_000,
  });

/** The first 25 of a list the filters offer. */
const FILTER_LIST_PAGE = { params: { query: { limit: 25, offset: 1 } } };

/** A list the vehicle filters offer (categories, brands): the module's own, and it changes rarely. */
const filterListQuery = (s: Scope, name: string, fetch: () => Promise<VehicleCategory[]>) =>
  queryOptions({
    queryKey: ['rental', name, ...key(s)],
    queryFn: fetch,
    enabled: s.moduleId !== null,
    staleTime: 300_000,
  });

const categoryList = async () =>
  (await unwrap(api.GET('/api/v1/rental/vehicle/category-list', FILTER_LIST_PAGE))).vehicles as VehicleCategory[];
const brandList = async () =>
  (await unwrap(api.GET('/api/v1/rental/vehicle/brand-list', FILTER_LIST_PAGE))).brands as VehicleCategory[];

export const vehicleCategoriesQuery = (s: Scope) => filterListQuery(s, 'categories', categoryList);
export const vehicleBrandsQuery = (s: Scope) => filterListQuery(s, 'brands', brandList);

export const vehicleDetailsQuery = (s: Scope, id: string) =>
  queryOptions({
    queryKey: ['rental', 'vehicle', id, ...key(s)],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/rental/vehicle/get-vehicle-details/{id}', {
          params: { path: { id } },
        }),
      ) as Promise<VehicleDetails>,
    enabled: s.moduleId !== null && id !== '',
    retry: false,
  });

export const providerDetailsQuery = (s: Scope, id: string) =>
  queryOptions({
    queryKey: ['rental', 'provider', id, ...key(s)],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/rental/provider/get-provider-details/{id}', {
          params: { path: { id } },
        }),
      ) as Promise<ProviderDetails>,
    enabled: s.moduleId !== null && id !== '',
    retry: false,
  });

/** A provider's reviews, newest first (the platform's `latest()`), ten at a time; its rating comes with each page. */
export const providerReviewsQuery = (s: Scope, id: number) =>
  pagedList(
    ['rental', 'provider-reviews', id, ...key(s)],
    async (offset) => {
      const page = await unwrap(
        api.GET('/api/v1/rental/provider/get-provider-reviews/{id}', {
          params: { path: { id }, query: { limit: ACCOUNT_PAGE_SIZE, offset } },
        }),
      );
      return { rows: page.reviews, total: page.total_size, provider: page.provider };
    },
    s.moduleId !== null && id > 0,
  );

export type Owner = Pick<ShoppingScope, 'moduleId' | 'zone' | 'signedIn' | 'guestId'>;

/** The rental cart (token-or-guest, per module: the client adds the owner); a guest without a guest id has none yet. */
export const rentalCartQuery = (o: Owner) =>
  queryOptions({
    queryKey: ['rental', 'cart', o.moduleId, o.zone, o.signedIn ? 'customer' : o.guestId],
    queryFn: async (): Promise<RentalCart> => {
      if (!o.signedIn && !o.guestId) return { carts: [], user_data: [] };
      return (await unwrap(api.GET('/api/v1/rental/user/cart/get-cart'))) as RentalCart;
    },
    enabled: o.moduleId !== null,
    staleTime: 15_000,
  });

/** One trip; with `phone`, a guest's trip looked up by the contact number it was booked with. */
export const tripDetailsQuery = (o: Owner, tripId: number, phone?: string) =>
  queryOptions({
    queryKey: ['rental', 'trip', tripId, phone ?? (o.signedIn ? 'customer' : o.guestId)],
    queryFn: async () => {
      return (await unwrap(
        api.GET('/api/v1/rental/user/trip/get-trip-details', {
          params: { query: { trip_id: tripId, ...(phone ? { contact_number: phone } : {}) } },
        }),
      )) as TripDetails;
    },
    enabled: tripId > 0,
    retry: false,
  });

/** Pickup and destination search: the platform's place autocomplete and details (api §7). */
export const placeSuggestQuery = (text: string) =>
  queryOptions({
    queryKey: ['rental', 'places', text],
    queryFn: async () => {
      const data = (await unwrap(
        api.GET('/api/v1/config/place-api-autocomplete', {
          params: { query: { search_text: text } },
        }),
      )) as S['PlaceAutocomplete'];
      return (data?.suggestions ?? [])
        .map((s) => s.placePrediction)
        .filter((p): p is NonNullable<typeof p> => Boolean(p?.placeId && p.text?.text))
        .map((p) => ({ placeId: p.placeId, text: p.text.text }));
    },
    enabled: text.trim().length >= 2,
    staleTime: 5 * 60_000,
  });

export const placeDetailsQuery = (placeId: string) =>
  queryOptions({
    queryKey: ['rental', 'place', placeId],
    queryFn: async () => {
      const data = (await unwrap(
        api.GET('/api/v1/config/place-api-details', {
          params: { query: { placeid: placeId } },
        }),
      )) as S['PlaceDetails'];
      const lat = Number(data?.location?.latitude);
      const lng = Number(data?.location?.longitude);
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new Error('place not found');
      return { lat, lng };
    },
    staleTime: Infinity,
  });
