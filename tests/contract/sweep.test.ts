// @vitest-environment node
/**
 * Contract sweep: every operation of the document, called with bad input (nothing at all; unknown path ids;
 * malformed JSON; wrong-typed and oversized query values), answers a status the document lists for it, with
 * a body that matches — and never a 5xx (api §2: validation is 403, never 422 or 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, session, startServer, type Server, type Session } from './server.ts';
import { operations, resolvePointer, type Operation } from './validate.ts';

let server: Server;
let s: Session;
let token: string;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
  token = await s.token();
});
afterAll(async () => server?.close());

type Param = { name: string; in: string; schema?: { type?: unknown } };

function params(op: Operation): Param[] {
  return ((op.raw.parameters as ({ $ref?: string } & Param)[] | undefined) ?? []).map((p) =>
    p.$ref ? (resolvePointer(p.$ref) as Param) : p,
  );
}

function pathParams(op: Operation, value: string): Record<string, string> {
  return Object.fromEntries(
    params(op)
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, value]),
  );
}

function queryOf(op: Operation, value: string): Record<string, string> {
  return Object.fromEntries(
    params(op)
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, value]),
  );
}

const hasBody = (op: Operation) => op.raw.requestBody !== undefined;
const isMultipart = (op: Operation) =>
  Object.keys((op.raw.requestBody as { content?: object } | undefined)?.content ?? {}).every((k) =>
    k.startsWith('multipart'),
  );

describe('every operation answers bad input with a documented status and shape', () => {
  const ops = operations();

  it.each(ops.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    'api §2 %s: called bare (no headers, no params, no body)',
    async (_, op) => {
      const res = await server.op(op.method, op.path, {
        params: pathParams(op, '987654'),
        headers: { 'X-localization': 'en' },
      });
      expect(res.status).toBeLessThan(500);
      expectContract(res);
    },
  );

  it.each(ops.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    'api §2 %s: signed in, all headers, unknown ids, malformed JSON',
    async (_, op) => {
      const res = await server.op(op.method, op.path, {
        params: pathParams(op, '987654'),
        headers: s.h('food'),
        token,
        query: queryOf(op, '987654'),
        ...(hasBody(op) && !isMultipart(op) ? { raw: '{"broken": ' } : {}),
      });
      expect(res.status).toBeLessThan(500);
      expectContract(res);
    },
  );

  it.each(ops.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    'api §2 %s: wrong-typed and oversized values',
    async (_, op) => {
      const huge = 'x'.repeat(5000);
      const res = await server.op(op.method, op.path, {
        params: pathParams(op, 'not-a-number'),
        headers: { ...s.h('food'), moduleId: 'abc', zoneId: 'not-json' },
        token,
        query: queryOf(op, huge),
        ...(hasBody(op) && !isMultipart(op)
          ? {
              json: { id: huge, item_id: 'abc', quantity: -5, amount: 'lots', name: huge, phone: huge, login_type: 42 },
            }
          : {}),
      });
      expect(res.status).toBeLessThan(500);
      expectContract(res);
    },
  );
});
