// @vitest-environment node
/** Contract: the address book comes a page at a time (acc §9 "Default page size 10"; api §3.4 address/list). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCodes,
  expectContract,
  freshCustomer,
  session,
  startServer,
  type Server,
  type Session,
} from './server.ts';

let server: Server;
let s: Session;
let token: string;

type Page = { total_size: number; limit: unknown; offset: unknown; addresses: { id: number; address: string }[] };

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
  // A customer of their own, so the count is known: thirteen addresses, one more than a page and a bit.
  token = (await freshCustomer(server, 'address-paging')).token;
  for (let i = 1; i <= 13; i++) {
    const res = await server.call('POST', '/api/v1/customer/address/add', {
      token,
      json: {
        contact_person_name: 'Paging Customer',
        contact_person_number: '+8801700000001',
        address_type: 'home',
        address: `Road ${i}, Dhaka`,
        latitude: s.lat,
        longitude: s.lng,
      },
    });
    expect(res.status).toBe(200);
  }
});

afterAll(async () => server?.close());

const list = (query: Record<string, string | number>) =>
  server.op('get', '/api/v1/customer/address/list', { token, query });

describe('acc §9 address book paging', () => {
  it('acc §9 My Addresses: limit 10 offset 1 answers the first ten of thirteen, with the total', async () => {
    const res = await list({ limit: 10, offset: 1 });
    expectContract(res, 200);
    const page = res.body as Page;
    expect(page.total_size).toBe(13);
    expect(page.addresses).toHaveLength(10);
  });

  it('acc §9 My Addresses: offset 2 (a page number) answers the other three, none repeated', async () => {
    const first = (await list({ limit: 10, offset: 1 })).body as Page;
    const res = await list({ limit: 10, offset: 2 });
    expectContract(res, 200);
    const second = res.body as Page;
    expect(second.addresses).toHaveLength(3);
    const ids = [...first.addresses, ...second.addresses].map((a) => a.id);
    expect(new Set(ids).size).toBe(13);
  });

  it('acc §9 My Addresses: without limit the platform pages by ten too', async () => {
    const res = await server.op('get', '/api/v1/customer/address/list', { token });
    expectContract(res, 200);
    expect((res.body as Page).addresses).toHaveLength(10);
  });

  it('acc §9 My Addresses: a page past the end is empty, not an error', async () => {
    const res = await list({ limit: 10, offset: 3 });
    expectContract(res, 200);
    expect((res.body as Page).addresses).toEqual([]);
  });

  it('acc §9 My Addresses: a limit or offset that is not a whole number from 1 is refused with 403 errors, never 500', async () => {
    for (const query of [
      { limit: 'ten', offset: 1 },
      { limit: 0, offset: 1 },
      { limit: 10, offset: -1 },
    ]) {
      const res = await list(query);
      expectContract(res, 403);
      expect(errorCodes(res.body).length).toBeGreaterThan(0);
    }
  });
});
