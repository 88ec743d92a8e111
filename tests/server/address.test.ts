// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstError, makeApp, type TestApp } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});
afterEach(() => t.dispose());

const home = {
  contact_person_name: 'Demo',
  contact_person_number: '+8801700000001',
  address_type: 'Gym',
  address_label: 'Gym',
  address: 'Lake Road',
  latitude: '23.7461',
  longitude: '90.3742',
  house: '12',
  floor: '3',
  road: '5',
  additional_information: 'Ring twice',
};
const OUTSIDE = { latitude: '23.62', longitude: '90.5' };

/** An address of another customer (the seeded second account), written straight into the database. */
function othersAddress(): number {
  const info = t.db
    .prepare(
      `INSERT INTO addresses (user_id, contact_person_name, contact_person_number, address_type, address, latitude, longitude, zone_id, zone_ids, created_at, updated_at)
       VALUES (2, 'Other', '+8801700000002', 'home', 'Other Road', '23.7461', '90.3742', 2, '[2,1]', 'x', 'x')`,
    )
    .run();
  return Number(info.lastInsertRowid);
}

describe("api §3.4 addresses: the platform's answers", () => {
  it('Addresses: add keeps every field of the form (label, house, floor, road, additional information) and lists it first', async () => {
    const add = await t.call('POST', '/api/v1/customer/address/add', { token, json: home });
    expect(add.status).toBe(200);
    const first = (await t.call('GET', '/api/v1/customer/address/list', { token })).body.addresses[0];
    expect(first).toMatchObject({ ...home, zone_ids: [2, 1], zone_id: 2 });
  });

  it('api §3.4 a point outside every zone → 403 coordinates "Service not available in this area"; nothing saved or changed', async () => {
    const before = t.count('addresses');
    const out = await t.call('POST', '/api/v1/customer/address/add', { token, json: { ...home, ...OUTSIDE } });
    expect(out.status).toBe(403);
    expect(firstError(out.body)).toEqual({ code: 'coordinates', message: 'Service not available in this area' });
    expect(t.count('addresses')).toBe(before);
    const id = (await t.call('GET', '/api/v1/customer/address/list', { token })).body.addresses[0].id;
    const up = await t.call('PUT', `/api/v1/customer/address/update/${id}`, { token, json: { ...home, ...OUTSIDE } });
    expect(up.status).toBe(403);
    expect(firstError(up.body).code).toBe('coordinates');
    const again = (await t.call('GET', '/api/v1/customer/address/list', { token })).body.addresses.find(
      (a: any) => a.id === id,
    );
    expect(again.latitude).not.toBe(OUTSIDE.latitude);
  });
});

describe('DESIGN security: the server never trusts the client with addresses', () => {
  it('Addresses: ownership comes from the token — a user_id in the body is ignored', async () => {
    await t.call('POST', '/api/v1/customer/address/add', { token, json: { ...home, user_id: 2 } });
    expect(t.count('addresses', 'user_id = 2')).toBe(0);
    expect(t.count('addresses', "user_id = 1 AND address = 'Lake Road'")).toBe(1);
  });

  it("Addresses: another customer's address cannot be listed, updated or deleted (404 Not found, unchanged)", async () => {
    const id = othersAddress();
    const list = (await t.call('GET', '/api/v1/customer/address/list', { token })).body.addresses;
    expect(list.map((a: any) => a.id)).not.toContain(id);
    const up = await t.call('PUT', `/api/v1/customer/address/update/${id}`, { token, json: home });
    expect(up.status).toBe(404);
    const del = await t.call('DELETE', `/api/v1/customer/address/delete?address_id=${id}`, { token });
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ message: 'Not found' });
    expect(t.count('addresses', "id = ? AND address = 'Other Road'", id)).toBe(1);
  });

  it('api §3.4 every address route needs a token (401)', async () => {
    expect((await t.call('GET', '/api/v1/customer/address/list')).status).toBe(401);
    expect((await t.call('POST', '/api/v1/customer/address/add', { json: home })).status).toBe(401);
    expect((await t.call('PUT', '/api/v1/customer/address/update/1', { json: home })).status).toBe(401);
    expect((await t.call('DELETE', '/api/v1/customer/address/delete?address_id=1')).status).toBe(401);
  });
});
