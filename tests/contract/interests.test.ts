// @vitest-environment node
/** Contract: the saved interests (turn4 §4.3 customer/update-interest). */
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

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});

afterAll(async () => server?.close());

describe('interests', () => {
  it('turn4 §4.3 customer/update-interest: 200 {message} for a list of category ids', async () => {
    const user = await freshCustomer(server, 'interest');
    const res = await server.op('post', '/api/v1/customer/update-interest', {
      token: user.token,
      headers: s.h('food'),
      json: { interest: [6, 7] },
    });
    expectContract(res, 200);
    expect(res.body).toEqual({ message: 'Interest updated successfully' });
    const info = await server.op('get', '/api/v1/customer/info', { token: user.token });
    expectContract(info, 200);
    expect(info.body).toMatchObject({ selected_modules_for_interest: [1] });
  });

  it('turn4 §4.3 customer/update-interest: bad input is 403 with `errors`, never 500', async () => {
    const user = await freshCustomer(server, 'interest-bad');
    for (const json of [
      {},
      { interest: [] },
      { interest: 'x' },
      { interest: [0] },
      { interest: [{ id: 6 }] },
      { interest: Array.from({ length: 500 }, (_, i) => i + 1) },
    ]) {
      const res = await server.op('post', '/api/v1/customer/update-interest', {
        token: user.token,
        headers: s.h('food'),
        json,
      });
      expectContract(res, 403);
      expect(errorCodes(res.body)).toEqual(['interest']);
    }
  });

  it('turn4 §4.3 customer/update-interest: 401 without a token', async () => {
    const res = await server.op('post', '/api/v1/customer/update-interest', { json: { interest: [6] } });
    expectContract(res, 401);
  });
});
