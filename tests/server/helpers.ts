// Shared helpers for the server tests: a fresh app on a temp database file, and request shorthands.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions, type StorefrontApp } from '../../server/app.ts';
import { prepareDatabase } from '../../server/seed/prepare.ts';

export type Body = Record<string, unknown>;

export interface TestApp extends StorefrontApp {
  file: string;
  dir: string;
  call(
    method: string,
    path: string,
    o?: { headers?: Record<string, string>; json?: unknown; raw?: string; form?: FormData; token?: string },
  ): Promise<{ status: number; body: any; text: string; headers: Headers }>;
  login(email?: string, password?: string, extra?: Body): Promise<string>;
  guest(): Promise<number>;
  count(table: string, where?: string, ...args: unknown[]): number;
  reopen(): void;
  dispose(): void;
}

export function makeApp(opts: Partial<AppOptions> = {}): TestApp {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-test-'));
  const file = join(dir, 'db.sqlite');
  prepareDatabase(file, opts.now);
  let inner = createApp({ rateLimit: 0, ...opts, dbFile: file });
  const t: TestApp = {
    get app() {
      return inner.app;
    },
    get db() {
      return inner.db;
    },
    close: () => inner.close(),
    file,
    dir,
    async call(method, path, o = {}) {
      const headers: Record<string, string> = { Accept: 'application/json', ...(o.headers ?? {}) };
      if (o.token) headers.Authorization = `Bearer ${o.token}`;
      let body: string | FormData | undefined;
      if (o.json !== undefined) {
        body = JSON.stringify(o.json);
        headers['Content-Type'] = 'application/json';
      } else if (o.raw !== undefined) {
        body = o.raw;
        headers['Content-Type'] ??= 'application/json';
      } else if (o.form) body = o.form;
      const res = await inner.app.request(path, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed, text, headers: res.headers };
    },
    async login(email = 'demo@example.com', password = '12345678', extra = {}) {
      const r = await t.call('POST', '/api/v1/auth/login', {
        json: { login_type: 'manual', email_or_phone: email, password, field_type: 'email', ...extra },
      });
      if (r.status !== 200 || !r.body.token) throw new Error(`login failed: ${r.status} ${r.text}`);
      return r.body.token as string;
    },
    async guest() {
      const r = await t.call('POST', '/api/v1/auth/guest/request');
      return r.body.guest_id as number;
    },
    count(table, where = '1=1', ...args) {
      return (inner.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }).n;
    },
    reopen() {
      inner.close();
      inner = createApp({ rateLimit: 0, ...opts, dbFile: file });
    },
    dispose() {
      inner.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return t;
}

/** Headers for catalogue calls in the demo city. */
export const FOOD = { moduleId: '1', zoneId: '[2,1]' };
export const GROCERY = { moduleId: '2', zoneId: '[2,1]' };
export const SHOP = { moduleId: '4', zoneId: '[2,1]' };
export const RENTAL = { moduleId: '6', zoneId: '[2,1]' };
export const PARCEL = { moduleId: '5', zoneId: '[2,1]' };

export { parcelOrderBody } from '../fixtures/parcel-order.ts';

/** Asserts the canonical error shape and returns the first entry. */
export function firstError(body: any): { code: string; message: string } {
  if (!body || !Array.isArray(body.errors) || !body.errors.length)
    throw new Error(`not a canonical error list: ${JSON.stringify(body)}`);
  for (const e of body.errors)
    if (typeof e.code !== 'string' || typeof e.message !== 'string' || !e.message)
      throw new Error(`bad error entry ${JSON.stringify(e)}`);
  return body.errors[0];
}

// Minimal valid images (magic bytes are what the server checks).
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
export const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
export const WEBP = new TextEncoder().encode('RIFF\x00\x00\x00\x00WEBPVP8 ');

/** Signs up a second customer (phone verified with the demo OTP) and returns its token. */
export async function secondCustomer(
  t: TestApp,
  phone = '+8801712345678',
  email = 'other@example.com',
): Promise<string> {
  const password = '12345678';
  await t.call('POST', '/api/v1/auth/sign-up', {
    json: { name: 'Other Person', phone, email, password, confirm_password: password },
  });
  await t.call('POST', '/api/v1/auth/verify-phone', {
    json: { otp: '123456', verification_type: 'phone', phone, login_type: 'manual' },
  });
  return t.login(email, password);
}
