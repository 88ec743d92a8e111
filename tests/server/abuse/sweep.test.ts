// @vitest-environment node
/**
 * issue 11 "Done when": the malformed sweep. Every operation of openapi/storefront.yaml, called with
 * junk in its path, query, headers and body under every kind of caller (none, made-up token, real token,
 * real and made-up guest ids): at least 2,000 requests, no 5xx, no `code: server` answer, nothing logged
 * as an unexpected error.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeApp, type TestApp } from '../helpers.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Obj = Record<string, unknown>;
type Operation = { method: string; path: string; raw: Obj };

/** The operations of openapi/storefront.yaml (read here, without the contract harness's validator). */
const doc = parse(readFileSync(new URL('../../../openapi/storefront.yaml', import.meta.url), 'utf8')) as Obj;
const operations = (): Operation[] =>
  Object.entries((doc.paths ?? {}) as Obj).flatMap(([path, item]) =>
    ['get', 'post', 'put', 'patch', 'delete']
      .filter((m) => (item as Obj)[m])
      .map((method) => ({ method, path, raw: (item as Obj)[method] as Obj })),
  );
const resolvePointer = (ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Obj | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
let t: TestApp;
let token: string;
let guest: number;

beforeAll(async () => {
  t = makeApp();
  token = await t.login();
  guest = await t.guest();
});
afterAll(() => t.dispose());

const deref = (node: unknown): Obj => {
  const n = node as Obj | undefined;
  return (n && typeof n.$ref === 'string' ? resolvePointer(n.$ref) : n) as Obj;
};

function paramNames(op: Operation, where: 'path' | 'query'): string[] {
  return ((op.raw.parameters as unknown[] | undefined) ?? [])
    .map(deref)
    .filter((p) => p?.in === where)
    .map((p) => String(p.name));
}

function bodyFields(op: Operation): { fields: string[]; multipart: boolean } | null {
  const rb = deref(op.raw.requestBody);
  if (!rb) return null;
  const content = (rb.content ?? {}) as Obj;
  const type = Object.keys(content)[0] ?? 'application/json';
  const schema = deref((content[type] as Obj | undefined)?.schema);
  const props = Object.keys((schema?.properties as Obj | undefined) ?? {});
  return { fields: props.length ? props : ['id', 'name'], multipart: type.startsWith('multipart') };
}

const JUNK: string[] = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[[[',
  '{"a":',
  '[1,"x",null]',
  '{"$gt":1}',
  '%00',
  '\u0000',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '😀😀',
  'x'.repeat(3000),
  '[{"name":1}]',
  '{"lat":"a","lng":[]}',
  '2026-13-45',
  '+',
  '0x10',
];
/** 7,000 nested arrays: overflowed the stack where a client value was parsed and turned into numbers. */
const DEEP = `${'['.repeat(7000)}1${']'.repeat(7000)}`;
const BODY_JUNK: unknown[] = [
  null,
  -1,
  0,
  1e308,
  'x'.repeat(3000),
  [],
  [null],
  [[1]],
  { a: 1 },
  true,
  { a: { b: { c: { d: [1] } } } },
  '123456',
  '[',
  [1, 'x', {}],
];
const TOKENS = (): Array<string | undefined> => [
  undefined,
  'Bearer fake-token',
  `Bearer ${token}`,
  'Bearer null',
  'Basic abc',
];
const GUESTS = (): unknown[] => [undefined, guest, 'null', guest + 1, -5, 'abc', [guest], { id: guest }];

/** A small deterministic generator, so a failure reproduces. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

interface Req {
  label: string;
  path: string;
  init: RequestInit;
}

function requestsFor(op: Operation, n: number, seed: number): Req[] {
  const rand = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const out: Req[] = [];
  const body = bodyFields(op);
  for (let i = 0; i < n; i++) {
    let path = op.path;
    for (const p of paramNames(op, 'path'))
      path = path.replace(`{${p}}`, encodeURIComponent(pick(JUNK).slice(0, 200) || 'x'));
    const qs = new URLSearchParams();
    for (const q of paramNames(op, 'query')) if (rand() < 0.8) qs.set(q, pick(JUNK));
    const g = pick(GUESTS());
    if (g !== undefined && op.method === 'get')
      qs.set('guest_id', typeof g === 'object' ? JSON.stringify(g) : String(g));
    const headers: Record<string, string> = { Accept: rand() < 0.8 ? 'application/json' : '*/*' };
    const auth = pick(TOKENS());
    if (auth) headers.Authorization = auth;
    headers.moduleId = pick(['1', '2', '4', '6', '0', 'abc', '999', '']);
    headers.zoneId = pick(['[2,1]', '[1]', '1', 'not-json', '[', '{"a":1}', '[-1]', '', DEEP, '[[1]]']);
    if (rand() < 0.2) Object.assign(headers, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'gopher' });
    if (rand() < 0.5)
      Object.assign(headers, {
        latitude: pick(['23.75', 'north', '1e400', '']),
        longitude: pick(['90.36', 'east', '-999', '']),
      });
    if (rand() < 0.3) headers['X-localization'] = pick(['ar', 'en', 'zz', '']);
    let init: RequestInit = { method: op.method.toUpperCase(), headers };
    if (body && op.method !== 'get') {
      const fields: Obj = {};
      for (const f of body.fields) if (rand() < 0.7) fields[f] = pick(BODY_JUNK);
      if (g !== undefined) fields.guest_id = g;
      if (body.multipart) {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
        if (rand() < 0.5) form.set('image', new Blob([new Uint8Array([1, 2, 3])]), 'x.png');
        init = { ...init, body: form };
      } else {
        const kind = rand();
        const text =
          kind < 0.15 ? '{"broken": ' : kind < 0.25 ? JSON.stringify(pick(BODY_JUNK)) : JSON.stringify(fields);
        init = {
          ...init,
          body: text,
          headers: {
            ...headers,
            'Content-Type': kind > 0.9 ? 'application/x-www-form-urlencoded' : 'application/json',
          },
        };
      }
    }
    const query = qs.toString();
    out.push({ label: `${op.method.toUpperCase()} ${op.path} #${i}`, path: query ? `${path}?${query}` : path, init });
  }
  return out;
}

describe('Hardening: the malformed sweep', () => {
  it('Hardening: ≥ 2,000 malformed requests over every operation: 0 5xx, 0 code server, no crash logged', async () => {
    const ops = operations();
    const perOp = Math.ceil(2100 / ops.length);
    const reqs = ops.flatMap((op, i) => requestsFor(op, perOp, 1000 + i));
    expect(reqs.length).toBeGreaterThanOrEqual(2000);

    const crashLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad: string[] = [];
    try {
      for (let i = 0; i < reqs.length; i += 16) {
        await Promise.all(
          reqs.slice(i, i + 16).map(async (r) => {
            const res = await t.app.request(r.path, r.init);
            const text = await res.text();
            if (res.status >= 500 || /"code":"server"/.test(text))
              bad.push(`${r.label} → ${res.status} ${text.slice(0, 200)}`);
          }),
        );
      }
      expect(bad, bad.slice(0, 5).join('\n')).toEqual([]);
      expect(crashLog.mock.calls.filter((c) => String(c[0]).includes('unexpected error'))).toEqual([]);
    } finally {
      crashLog.mockRestore();
    }
  }, 60_000);
});

/** Every query value of every GET, one at a time, as a JSON scalar, object, nested or 7,000-deep list, under
 *  the module and zone headers each catalogue answers to (rental, food, parcel). */
function structuralRequests(): Req[] {
  const values = ['5', '"2-4"', '{"a":1}', 'null', '[[1,[2]]]', DEEP];
  const out: Req[] = [];
  for (const op of operations().filter((o) => o.method === 'get'))
    for (const q of paramNames(op, 'query'))
      for (const [i, v] of values.entries()) {
        const path = paramNames(op, 'path').reduce((p, name) => p.replace(`{${name}}`, '1'), op.path);
        const headers = {
          Accept: 'application/json',
          moduleId: ['6', '1', '5'][i % 3]!,
          zoneId: '[1,2,3]',
          Authorization: `Bearer ${token}`,
        };
        out.push({
          label: `GET ${op.path} ${q}=${v.slice(0, 20)}`,
          path: `${path}?${new URLSearchParams({ [q]: v, offset: '1', limit: '10' })}`,
          init: { headers },
        });
      }
  return out;
}

describe('acc §Transport: structural junk in every query value', () => {
  it('acc §Transport: each query value of each GET operation as a scalar, object or 7,000-deep JSON answers without 5xx or code server', async () => {
    const reqs = structuralRequests();
    expect(reqs.length).toBeGreaterThan(300);
    const crashLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad: string[] = [];
    try {
      for (let i = 0; i < reqs.length; i += 16)
        await Promise.all(
          reqs.slice(i, i + 16).map(async (r) => {
            const res = await t.app.request(r.path, r.init);
            const text = await res.text();
            if (res.status >= 500 || /"code":"server"/.test(text))
              bad.push(`${r.label} → ${res.status} ${text.slice(0, 160)}`);
          }),
        );
      expect(bad, bad.slice(0, 8).join('\n')).toEqual([]);
    } finally {
      crashLog.mockRestore();
    }
  }, 60_000);
});
