// @vitest-environment node
/** Contract: parcel categories, parcel instructions and a parcel order placed and tracked (issue 17; api §3.7, api2 §10). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, session, startServer, type Server, type Session } from './server.ts';
import { parcelDeliveryFee, parcelZoneOf, type ParcelCategoryLite, type ParcelZoneData } from '../../src/domain/parcel';

let server: Server;
let s: Session;
beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});
afterAll(async () => server?.close());

describe('Parcel', () => {
  it('api2 §8 parcel-category: 200 bare array with the per-km charges', async () => {
    const res = await server.op('get', '/api/v1/parcel-category', { headers: s.h('parcel') });
    expectContract(res, 200);
    expect((res.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('api2 §10 customer/order/parcel-instructions: 200 page without auth', async () => {
    const res = await server.op('get', '/api/v1/customer/order/parcel-instructions', {
      query: { limit: 25, offset: 1 },
    });
    expectContract(res, 200);
    expect((res.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('api §3.7 customer/order/place parcel: 200, then track shows receiver, category and payer', async () => {
    const token = await s.token();
    const json = {
      order_amount: 0,
      payment_method: 'cash_on_delivery',
      order_type: 'parcel',
      address: 'Road 27',
      latitude: '23.7557',
      longitude: '90.3753',
      parcel_category_id: 1,
      charge_payer: 'sender',
      receiver_details: JSON.stringify({
        contact_person_name: 'R',
        contact_person_number: '+8801711119999',
        address: 'Lake Road',
        latitude: '23.7461',
        longitude: '90.3742',
      }),
    };
    const res = await server.op('post', '/api/v1/customer/order/place', { headers: s.h('parcel'), token, json });
    expectContract(res, 200);
    const id = (res.body as { order_id: number }).order_id;
    const track = await server.op('get', '/api/v1/customer/order/track', {
      headers: s.h('parcel'),
      token,
      query: { order_id: id },
    });
    expectContract(track, 200);
    expect(track.body).toMatchObject({
      order_type: 'parcel',
      charge_payer: 'sender',
      parcel_category: { id: 1 },
      receiver_details: { address: 'Lake Road' },
    });
  });
  it("Parcel: the page's fee (src/domain/parcel.ts, from get-zone-id, the config and the category) is the server's delivery_charge", async () => {
    const token = await s.token();
    const sender = { lat: '23.7557', lng: '90.3753' };
    const zones = await server.op('get', '/api/v1/config/get-zone-id', { query: { lat: sender.lat, lng: sender.lng } });
    expectContract(zones, 200);
    const zone = parcelZoneOf((zones.body as { zone_data: ParcelZoneData[] }).zone_data, 5);
    expect(zone?.pivot).toBeTruthy();
    const config = (await server.op('get', '/api/v1/config', {})).body as Record<string, number>;
    const categories = (await server.op('get', '/api/v1/parcel-category', { headers: s.h('parcel') }))
      .body as ParcelCategoryLite[];
    for (const [lat, lng, categoryId] of [
      ['23.7461', '90.3742', 1],
      ['23.80', '90.40', 3],
      ['23.87', '90.40', 3],
      ['23.7600', '90.3800', 2],
    ] as const) {
      const json = {
        order_amount: 0,
        payment_method: 'cash_on_delivery',
        order_type: 'parcel',
        address: 'Road 27',
        latitude: sender.lat,
        longitude: sender.lng,
        parcel_category_id: categoryId,
        charge_payer: 'sender',
        receiver_details: JSON.stringify({
          contact_person_name: 'R',
          contact_person_number: '+8801711119999',
          address: 'Somewhere',
          latitude: lat,
          longitude: lng,
        }),
      };
      const res = await server.op('post', '/api/v1/customer/order/place', { headers: s.h('parcel'), token, json });
      expectContract(res, 200);
      const track = await server.op('get', '/api/v1/customer/order/track', {
        headers: s.h('parcel'),
        token,
        query: { order_id: (res.body as { order_id: number }).order_id },
      });
      const t = track.body as { distance: number; delivery_charge: number };
      expect(
        parcelDeliveryFee(
          categories.find((c) => c.id === categoryId)!,
          config,
          t.distance,
          zone,
        ),
      ).toBe(t.delivery_charge);
    }
  });
});
