/**
 * The address book's edge (src/app/addressFlows.ts) against the reference server (acc §4, api §3.4, api §7):
 * save (add and update), delete, and the map provider's proxies the form uses.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { createAddressLogic } from '../../../src/app/addressFlows';
import type { ApiError } from '../../../src/api/errors';
import { getScope, saveToken } from '../../../src/api/scope';
import type { DeliveryAddress } from '../../../src/domain/address';
import { startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, runProvided } from './provided';

let server: EdgeServer;

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  server = await startEdgeServer();
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('food', { signedIn: true }));

const form = () => createAddressLogic(new QueryClient()).addressForm;
const body = (extra: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  address_type: 'home',
  address: 'Road 1, Dhaka',
  latitude: String(server.lat),
  longitude: String(server.lng),
  contact_person_name: 'Demo Customer',
  contact_person_number: '+8801700000001',
  road: '1',
  house: '7',
  floor: '2',
  ...extra,
});

async function addresses(): Promise<DeliveryAddress[]> {
  const res = await server.call('GET', '/api/v1/customer/address/list?limit=50&offset=1', {
    token: await server.token(),
  });
  return (res.body as { addresses: DeliveryAddress[] }).addresses;
}

describe('acc §4 Address book (saveAddress, deleteAddress)', () => {
  it('acc §4 a new address is saved: the actor answers the server’s message and zones, the book holds it; an edit changes it in place', async () => {
    const before = await addresses();
    const saved = await runProvided<{ message: string; zone_ids?: number[] }>(form(), 'saveAddress', {
      id: null,
      body: body({ address: 'Lake Road 12' }),
    });
    const sent = server.to('/api/v1/customer/address/add', 'POST').at(-1)!;
    expect(sent.status).toBe(200);
    expect(saved).toEqual(sent.body);
    const added = (await addresses()).find((a) => !before.some((b) => b.id === a.id));
    expect(added?.address).toBe('Lake Road 12');
    await runProvided(form(), 'saveAddress', {
      id: added!.id,
      body: body({ address: 'Lake Road 14', address_type: 'office' }),
    });
    expect(server.to(`/api/v1/customer/address/update/${added!.id}`, 'PUT').at(-1)?.status).toBe(200);
    const edited = (await addresses()).find((a) => a.id === added!.id);
    expect([edited?.address, edited?.address_type]).toEqual(['Lake Road 14', 'office']);
    expect((await addresses()).length).toBe(before.length + 1);
  });

  it('acc §4 a point outside every zone: 403 code coordinates, the actor fails with the server’s message and nothing is saved', async () => {
    const before = (await addresses()).length;
    const error = await failureOf(form(), 'saveAddress', { id: null, body: body({ latitude: '0', longitude: '0' }) });
    const sent = server.to('/api/v1/customer/address/add', 'POST').at(-1)!;
    expect(sent.status).toBe(403);
    expect((error as ApiError).hasCode('coordinates')).toBe(true);
    expect((error as ApiError).messages).toEqual(
      (sent.body as { errors: { message: string }[] }).errors.map((e) => e.message),
    );
    expect((await addresses()).length).toBe(before);
  });

  it('acc §4 delete removes it from the book; deleting it again is the server’s 404 "Not found"', async () => {
    await runProvided(form(), 'saveAddress', { id: null, body: body({ address: 'To be deleted' }) });
    const victim = (await addresses()).find((a) => a.address === 'To be deleted')!;
    const answer = await runProvided<{ message: string }>(form(), 'deleteAddress', { id: victim.id });
    expect(answer.message).toBe(
      (server.to('/api/v1/customer/address/delete', 'DELETE').at(-1)!.body as { message: string }).message,
    );
    expect((await addresses()).some((a) => a.id === victim.id)).toBe(false);
    const error = await failureOf(form(), 'deleteAddress', { id: victim.id });
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Not found');
  });

  it('acc §8 a token the server no longer knows: 401, the device forgets it', async () => {
    saveToken('stale-token');
    const error = await failureOf(form(), 'saveAddress', { id: null, body: body() });
    expect((error as ApiError).status).toBe(401);
    expect(getScope().signedIn).toBe(false);
  });
});

describe('api §7 The map provider’s proxies (reverseGeocode, placeDetails)', () => {
  it('api §7 the pin’s point is named by the geocoder’s first formatted address', async () => {
    const name = await runProvided<string | null>(form(), 'reverseGeocode', { lat: server.lat, lng: server.lng });
    const answer = server.to('/api/v1/config/geocode-api', 'GET').at(-1)!;
    expect(answer.status).toBe(200);
    expect(name).toBe((answer.body as { results: { formatted_address: string }[] }).results[0]!.formatted_address);
  });

  it('api §7 a suggested place becomes its coordinates; an unknown place id fails', async () => {
    const auto = await server.call('GET', '/api/v1/config/place-api-autocomplete?search_text=Dhaka');
    const placeId = (auto.body as { suggestions: { placePrediction: { placeId: string } }[] }).suggestions[0]!
      .placePrediction.placeId;
    const point = await runProvided<{ lat: number; lng: number }>(form(), 'placeDetails', { placeId });
    const details = server.to('/api/v1/config/place-api-details', 'GET').at(-1)!.body as {
      location: { latitude: number; longitude: number };
    };
    expect(point).toEqual({ lat: Number(details.location.latitude), lng: Number(details.location.longitude) });
    await expect(runProvided(form(), 'placeDetails', { placeId: 'no-such-place' })).rejects.toThrow();
  });
});
