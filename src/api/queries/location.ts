import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { Address, AddressPage, Module, Zone } from '../types';

/**
 * The modules offered where the customer is: `GET /api/v1/module` with the stored `zoneId` header (the
 * client adds it), so only the modules of those zones come back, each with its `zones[]`. The zone is part
 * of the key because a new location means another list.
 */
export const modulesQuery = (zoneId: string | null) =>
  queryOptions({
    queryKey: ['modules', zoneId],
    queryFn: () => unwrap(api.GET('/api/v1/module')) as Promise<Module[]>,
    staleTime: 5 * 60_000,
  });

/** Active zones with their polygons, drawn on the picker's map before a location is known. */
export const zonesQuery = () =>
  queryOptions({
    queryKey: ['zones'],
    queryFn: () => unwrap(api.GET('/api/v1/zone/list')) as Promise<Zone[]>,
    staleTime: 10 * 60_000,
  });

/** The signed-in customer's saved addresses; under 'profile' so login and logout refetch them. */
export const savedAddressesQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['profile', 'addresses'],
    queryFn: async () =>
      (
        (await unwrap(
          api.GET('/api/v1/customer/address/list', { params: { query: { limit: 50, offset: 1 } } }),
        )) as AddressPage
      ).addresses as Address[],
    enabled: signedIn,
    staleTime: 60_000,
  });
