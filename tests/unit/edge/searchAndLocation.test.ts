/**
 * The search, store search, location picker and module choice edges (src/app/searchFlows.ts,
 * storeSearchFlows.ts, locationFlows.ts, moduleFlows.ts) against the reference server: core §5 search,
 * turn4 §2.4 store search, core §9 location, acc §2 modules and the rental cart they keep.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { createSearchActor } from '../../../src/app/searchFlows';
import { createStoreSearchLogic } from '../../../src/app/storeSearchFlows';
import { createLocationPickerActor } from '../../../src/app/locationFlows';
import { createModuleChoiceActor } from '../../../src/app/moduleFlows';
import { createRentalFlows } from '../../../src/app/rentalFlows';
import { createAppRouter } from '../../../src/app/router';
import { NO_STORE_FILTERS } from '../../../src/domain/storeBrowse';
import { emptyTrip } from '../../../src/domain/rental';
import { startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, runProvided } from './provided';

let server: EdgeServer;

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  server = await startEdgeServer();
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('food'));
afterEach(() => vi.unstubAllGlobals());

function app() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(
    { queryClient, adoptModule: async () => {} },
    createMemoryHistory({ initialEntries: ['/home'] }),
  );
  return { queryClient, router };
}

const foodHeaders = () => ({ zoneId: server.zoneId, moduleId: String(server.modules.food!.id) });
const errorOf = (body: unknown) => (body as { errors: { message: string }[] }).errors[0]!.message;

describe('core §5 Search (suggest, runSearch)', () => {
  it('core §5 typing shows the items the server suggests, each with its id and name', async () => {
    const { queryClient, router } = app();
    const search = createSearchActor(queryClient, router);
    const suggestions = await runProvided<{ id: number; name: string }[]>(search, 'suggest', { text: 'burger' });
    const answer = server.to('/api/v1/items/search-suggestion').at(-1)!.body as {
      products: { id: number; name: string }[];
    };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.map((s) => [s.id, s.name])).toEqual(answer.products.map((p) => [p.id, p.name]));
  });

  it('core §5 a search counts the items and the stores found, as the results page’s tabs show them', async () => {
    const { queryClient, router } = app();
    const search = createSearchActor(queryClient, router);
    const hits = await runProvided<{ items: number; stores: number }>(search, 'runSearch', { text: 'burger' });
    const items = await server.call('GET', '/api/v1/items/search?name=burger&limit=20&offset=1', {
      headers: foodHeaders(),
    });
    expect(hits.items).toBe((items.body as { total_size: number }).total_size);
    expect(hits.items).toBeGreaterThan(0);
    expect(hits.stores).toBe((server.to('/api/v1/stores/search').at(-1)!.body as { total_size: number }).total_size);
  });
});

describe('turn4 §2.4 Search in a store (runSearch)', () => {
  it('turn4 §2.4 a search inside a store finds that store’s items only, with the server’s count', async () => {
    const { queryClient, router } = app();
    const view = { ...NO_STORE_FILTERS, q: 'burger', category: 0 };
    const hits = await runProvided<{ total: number; items: { store_id: number }[] }>(
      createStoreSearchLogic(router, queryClient),
      'runSearch',
      { storeId: 1, view },
    );
    expect(hits.total).toBeGreaterThan(0);
    expect(new Set(hits.items.map((i) => i.store_id))).toEqual(new Set([1]));
  });
});

describe('core §9 Location picker (suggestPlaces, zoneLookup, geolocate)', () => {
  it('core §9 typing an address lists the places the map proxy suggests', async () => {
    const picker = createLocationPickerActor();
    const places = await runProvided<{ placeId: string; text: string }[]>(picker, 'suggestPlaces', {
      text: 'Dhanmondi',
    });
    const answer = server.to('/api/v1/config/place-api-autocomplete').at(-1)!.body as {
      suggestions: { placePrediction: { placeId: string; text: { text: string } } }[];
    };
    expect(places.length).toBeGreaterThan(0);
    expect(places).toEqual(
      answer.suggestions.map((s) => ({ placeId: s.placePrediction.placeId, text: s.placePrediction.text.text })),
    );
  });

  it('core §9 a point in the service area answers its zones; a point outside is refused with the server’s words', async () => {
    const actor = createLocationPickerActor();
    expect(await runProvided(actor, 'zoneLookup', { lat: server.lat, lng: server.lng })).toEqual({
      zoneId: server.zoneId,
    });
    const problem = await failureOf(actor, 'zoneLookup', { lat: -60, lng: -30 });
    expect(problem).toEqual({ message: errorOf(server.to('/api/v1/config/get-zone-id').at(-1)!.body) });
    expect(problem).toEqual({ message: 'Service not available in this area' });
  });

  it('core §9 Use my location answers where the device is; without geolocation it says the location is unavailable', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: (p: unknown) => void) => ok({ coords: { latitude: 23.74, longitude: 90.37 } }),
      },
    });
    expect(await runProvided(createLocationPickerActor(), 'geolocate')).toEqual({ lat: 23.74, lng: 90.37 });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_: unknown, refused: () => void) => refused() },
    });
    expect(await failureOf(createLocationPickerActor(), 'geolocate')).toEqual({ id: 'geolocationUnavailable' });
  });
});

describe('acc §2 Module choice and the rental cart (fetchRentalCart, clearRentalCart)', () => {
  const rentalHeaders = () => ({ moduleId: String(server.modules.rental!.id), zoneId: server.zoneId });
  const pickup = { lat: 23.75, lng: 90.375, location_name: 'Dhanmondi' };

  it('acc §2 leaving Rental with vehicles in the cart: the choice reads the cart, and clearing it empties it on the server', async () => {
    await server.useScope('rental', { signedIn: true });
    const rental = createRentalFlows(new QueryClient(), () => {});
    await runProvided(rental.cart, 'clearCart');
    await runProvided(rental.cart, 'addVehicle', {
      vehicleId: 4,
      quantity: 1,
      trip: { ...emptyTrip(), rentalType: 'hourly', hours: 2, pickup },
    });
    await server.useScope('food', { signedIn: true });
    const { queryClient, router } = app();
    const choice = createModuleChoiceActor(router, queryClient);
    const moduleId = server.modules.rental!.id;
    const cart = await runProvided<{ carts: { vehicle_id: number }[] }>(choice, 'fetchRentalCart', { moduleId });
    expect(cart.carts.map((c) => c.vehicle_id)).toEqual([4]);
    await runProvided(choice, 'clearRentalCart', { moduleId });
    const after = await server.call('GET', '/api/v1/rental/user/cart/get-cart', {
      token: await server.token(),
      headers: rentalHeaders(),
    });
    expect((after.body as { carts: unknown[] }).carts).toEqual([]);
  });

  it('acc §2 a guest who never added anything has no rental cart, and nothing is asked', async () => {
    const { queryClient, router } = app();
    const asked = server.to('/api/v1/rental/user/cart/get-cart').length;
    const cart = await runProvided(createModuleChoiceActor(router, queryClient), 'fetchRentalCart', {
      moduleId: server.modules.rental!.id,
    });
    expect(cart).toEqual({ carts: [] });
    expect(server.to('/api/v1/rental/user/cart/get-cart').length).toBe(asked);
  });
});
