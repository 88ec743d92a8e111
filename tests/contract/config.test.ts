// @vitest-environment node
/** Contract: config, zone, module, map proxies, landing page, framework answers (api §1–§4, §7; api2 §8.6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';
import { validateComponent } from './validate.ts';

let server: Server;
let s: Session;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});
afterAll(async () => server?.close());

describe('config', () => {
  it('api §4 config: 200 is the flat Config object (3.x keys present)', async () => {
    const res = await server.op('get', '/api/v1/config', { headers: { 'X-localization': undefined } });
    expectContract(res, 200);
    const body = res.body as Record<string, unknown>;
    expect(body).toHaveProperty('centralize_login');
    expect(body).toHaveProperty('admin_free_delivery');
  });
});

describe('zone', () => {
  it('api §3.1 config/get-zone-id: 200 zone_id is a JSON array string', async () => {
    const res = await server.op('get', '/api/v1/config/get-zone-id', { query: { lat: s.lat, lng: s.lng } });
    expectContract(res, 200);
    const zoneId = (res.body as { zone_id: string }).zone_id;
    expect(typeof zoneId).toBe('string');
    expect(Array.isArray(JSON.parse(zoneId))).toBe(true);
  });

  it('api §3.1 config/get-zone-id: 403 validation when lat/lng are missing', async () => {
    const res = await server.op('get', '/api/v1/config/get-zone-id', { query: { lng: s.lng } });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('lat');
  });

  it('api §3.1 config/get-zone-id: 404 code coordinates outside every zone', async () => {
    const res = await server.op('get', '/api/v1/config/get-zone-id', { query: { lat: 0, lng: 0 } });
    expectContract(res, 404);
    expect(errorCodes(res.body)).toEqual(['coordinates']);
  });

  it('api §3.1 zone/list: 200 bare array with formated_coordinates', async () => {
    const res = await server.op('get', '/api/v1/zone/list');
    expectContract(res, 200);
    expect((res.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('api §3.1 zone/check: 200 bare boolean (true inside, false outside)', async () => {
    const zone = (JSON.parse(s.zoneId) as number[])[0];
    const inside = await server.op('get', '/api/v1/zone/check', { query: { lat: s.lat, lng: s.lng, zone_id: zone } });
    expectContract(inside, 200);
    expect(inside.body).toBe(true);
    const outside = await server.op('get', '/api/v1/zone/check', { query: { lat: 0, lng: 0, zone_id: zone } });
    expectContract(outside, 200);
    expect(outside.body).toBe(false);
  });

  it('api §3.1 zone/check: 403 validation when zone_id is missing', async () => {
    const res = await server.op('get', '/api/v1/zone/check', { query: { lat: s.lat, lng: s.lng } });
    expectContract(res, 403);
  });
});

describe('module', () => {
  it('api §3.1 module: 200 bare array of modules, status a string', async () => {
    const res = await server.op('get', '/api/v1/module', { headers: { zoneId: undefined } });
    expectContract(res, 200);
    expect((res.body as { status: unknown }[]).every((m) => typeof m.status === 'string')).toBe(true);
  });

  it('api §3.1 module: 200 with a zoneId header, each module with zones[]', async () => {
    const res = await server.op('get', '/api/v1/module', { headers: { zoneId: s.zoneId } });
    expectContract(res, 200);
    const mods = res.body as { zones?: unknown[] }[];
    expect(mods.length).toBeGreaterThan(0);
    expect(mods.every((m) => Array.isArray(m.zones))).toBe(true);
  });

  it('api §3.1 module: 200 with a scalar zoneId (accepted on this route only)', async () => {
    const zone = (JSON.parse(s.zoneId) as number[])[0];
    const res = await server.op('get', '/api/v1/module', { headers: { zoneId: String(zone) } });
    expectContract(res, 200);
  });
});

describe('map proxies', () => {
  it('api §7 config/place-api-autocomplete: 200 Places "new" suggestions', async () => {
    const res = await server.op('get', '/api/v1/config/place-api-autocomplete', { query: { search_text: 'Dhaka' } });
    expectContract(res, 200);
  });

  it('api §7 config/place-api-autocomplete: 403 validation without search_text', async () => {
    const res = await server.op('get', '/api/v1/config/place-api-autocomplete');
    expectContract(res, 403);
  });

  it('api §7 config/place-api-details: 200 location of a suggested place', async () => {
    const auto = await server.call('GET', '/api/v1/config/place-api-autocomplete', { query: { search_text: 'Dhaka' } });
    const first = (auto.body as { suggestions?: { placePrediction: { placeId: string } }[] }).suggestions?.[0];
    expect(first, 'the gazetteer knows Dhaka').toBeDefined();
    const res = await server.op('get', '/api/v1/config/place-api-details', {
      query: { placeid: first!.placePrediction.placeId },
    });
    expectContract(res, 200);
  });

  it("api §7 config/place-api-autocomplete: the older client's predictions name the same places as the suggestions", async () => {
    const res = await server.op('get', '/api/v1/config/place-api-autocomplete', { query: { search_text: 'Dhaka' } });
    expectContract(res, 200);
    const b = res.body as {
      suggestions: { placePrediction: { placeId: string; text: { text: string } } }[];
      predictions: { place_id: string; description: string }[];
      status: string;
    };
    expect(b.suggestions.length).toBeGreaterThan(0);
    expect(b.status).toBe('OK');
    expect(b.predictions.map((p) => [p.place_id, p.description])).toEqual(
      b.suggestions.map((x) => [x.placePrediction.placeId, x.placePrediction.text.text]),
    );
  });

  it('api §7 config/place-api-autocomplete: nothing found answers empty lists in both shapes', async () => {
    const res = await server.op('get', '/api/v1/config/place-api-autocomplete', {
      query: { search_text: 'zzqx-nowhere' },
    });
    expectContract(res, 200);
    expect(res.body).toMatchObject({ suggestions: [], predictions: [], status: 'ZERO_RESULTS' });
  });

  it("api §7 config/place-api-details: the older client's result.geometry.location is the same point as location", async () => {
    const auto = await server.call('GET', '/api/v1/config/place-api-autocomplete', { query: { search_text: 'Dhaka' } });
    const placeId = (auto.body as { predictions: { place_id: string }[] }).predictions[0]!.place_id;
    const res = await server.op('get', '/api/v1/config/place-api-details', { query: { placeid: placeId } });
    expectContract(res, 200);
    const b = res.body as {
      location: { latitude: number; longitude: number };
      result: { geometry: { location: { lat: number; lng: number } }; formatted_address: string };
      formattedAddress: string;
    };
    expect(b.result.geometry.location).toEqual({ lat: b.location.latitude, lng: b.location.longitude });
    expect(b.result.formatted_address).toBe(b.formattedAddress);
  });

  it('api §7 config/place-api-details: 403 validation without placeid', async () => {
    const res = await server.op('get', '/api/v1/config/place-api-details');
    expectContract(res, 403);
  });

  it('api §7 config/place-api-details: an unknown place id passes the provider error through (200 {error})', async () => {
    const res = await server.op('get', '/api/v1/config/place-api-details', { query: { placeid: 'no-such-place' } });
    expectContract(res, 200);
    expect(res.body).toHaveProperty('error');
    expect(res.body).not.toHaveProperty('location');
  });

  it('api §7 config/geocode-api: 200 results[0].formatted_address', async () => {
    const res = await server.op('get', '/api/v1/config/geocode-api', { query: { lat: s.lat, lng: s.lng } });
    expectContract(res, 200);
    expect((res.body as { results: unknown[] }).results.length).toBeGreaterThan(0);
  });

  it('api §7 config/geocode-api: 403 validation without lat/lng', async () => {
    const res = await server.op('get', '/api/v1/config/geocode-api', { query: { lat: s.lat } });
    expectContract(res, 403);
  });

  it('api §7 config/distance-api: 200 a driving distance', async () => {
    const res = await server.op('get', '/api/v1/config/distance-api', {
      query: { origin_lat: s.lat, origin_lng: s.lng, destination_lat: '23.7806', destination_lng: '90.4163' },
    });
    expectContract(res, 200);
    const b = res.body as { distanceMeters?: number; rows?: { elements: { distance?: { value: number } }[] }[] };
    const metres = b.distanceMeters ?? b.rows?.[0]?.elements[0]?.distance?.value;
    expect(metres).toBeGreaterThan(0);
  });

  it('api §7 config/distance-api: 403 validation without the destination', async () => {
    const res = await server.op('get', '/api/v1/config/distance-api', {
      query: { origin_lat: s.lat, origin_lng: s.lng },
    });
    expectContract(res, 403);
  });
});

describe('landing page', () => {
  it('api2 §8.6 react-landing-page: 200 with download_user_app_links', async () => {
    const res = await server.op('get', '/api/v1/react-landing-page', { headers: { zoneId: undefined } });
    expectContract(res, 200);
  });
});

describe('framework answers', () => {
  it('api §2.2 unknown route: 404 {message}', async () => {
    const res = await server.call('GET', '/api/v1/no-such-route');
    expect(res.status).toBe(404);
    expect(validateComponent('MessageOnly', res.body)).toEqual([]);
  });

  it('api §2.2 wrong method: 405 {message}', async () => {
    const res = await server.call('DELETE', '/api/v1/config');
    expect(res.status).toBe(405);
    expect(validateComponent('MessageOnly', res.body)).toEqual([]);
  });
});
