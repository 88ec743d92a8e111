/**
 * Starts the reference server in-process (`createApp` from server/app.ts, a temporary SQLite file) and gives
 * the contract tests a small client whose answers are checked against openapi/storefront.yaml.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { validateResponse } from './validate.ts';

/** Facts of the reference server's demo data (see the README), used where the API offers no way to discover them. */
export const DEMO = {
  customer: { email: 'demo@example.com', phone: '+8801700000001', password: '12345678' },
  blocked: { email: 'blocked@example.com', phone: '+8801700000002', password: '12345678' },
  otp: '123456',
  expiredCoupon: 'OLD2020',
  softwareId: '33571750',
} as const;

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  query?: Query;
  /** Extra headers; a value of `undefined` removes a default header. */
  headers?: Record<string, string | undefined>;
  json?: unknown;
  form?: FormData;
  /** Raw body (sent with content-type application/json unless headers say otherwise). */
  raw?: string;
  token?: string;
}

export interface Res {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

interface AppLike {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
}

export interface Server {
  call(method: string, path: string, opts?: CallOptions): Promise<Res>;
  /** Call an operation by its path template (`/api/v1/items/details/{id}`), filling path params from `params`. */
  op(
    method: string,
    template: string,
    opts?: CallOptions & { params?: Record<string, string | number> },
  ): Promise<Checked>;
  close(): Promise<void>;
}

export interface Checked extends Res {
  method: string;
  template: string;
}

/** Assert that a response's status is documented for the operation and that its body matches the schema. */
export function expectContract(res: Checked, status?: number): void {
  if (status !== undefined) {
    expect(res.status, `${res.method} ${res.template} status (body: ${res.text.slice(0, 300)})`).toBe(status);
  }
  // issue 11 item 7: `code: server` is the reference server's crash answer; no call may end in one.
  expect(errorCodes(res.body), `${res.method} ${res.template} crashed: ${res.text.slice(0, 300)}`).not.toContain(
    'server',
  );
  const verdict = validateResponse(res.method, res.template, res.status, res.body);
  expect(verdict.problems, `${res.method} ${res.template} → ${res.status}: ${res.text.slice(0, 400)}`).toEqual([]);
}

/** `{errors:[{code,message}]}` contains an entry with this code. */
export function errorCodes(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.map((e) => String((e as { code?: unknown }).code)) : [];
}

export const DEFAULT_HEADERS: Record<string, string> = {
  Accept: 'application/json',
  'X-localization': 'en',
  'X-software-id': DEMO.softwareId,
};

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

export interface StartOptions {
  /** Merged over the seeded config (e.g. `{ digital_payment: false }`). */
  config?: Record<string, unknown>;
  /** Requests per minute; the contract tests default to 0 (off) except where the 429 is under test. */
  rateLimit?: number;
  /** Shift the server clock so that it reads this local time of day now (`'13:00'`); time keeps running. */
  clockAt?: string;
}

type CreateApp = (o: {
  dbFile: string;
  rateLimit?: number;
  config?: Record<string, unknown>;
  now?: () => Date;
}) =>
  { app: AppLike; close: () => void | Promise<void> } | Promise<{ app: AppLike; close: () => void | Promise<void> }>;

export async function startServer(options: StartOptions = {}): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-contract-'));
  const mod = (await import('../../server/app.ts')) as unknown as { createApp: CreateApp };
  const { clockAt, ...rest } = options;
  let now: (() => Date) | undefined;
  if (clockAt) {
    const [hh, mm] = clockAt.split(':').map(Number);
    const target = new Date();
    target.setHours(hh ?? 12, mm ?? 0, 0, 0);
    const offset = target.getTime() - Date.now();
    now = () => new Date(Date.now() + offset);
  }
  // The start command seeds before it serves (server/seed/prepare.ts); so does this harness.
  const seed = (await import('../../server/seed/prepare.ts')) as unknown as {
    prepareDatabase: (file: string, now?: () => Date) => void;
  };
  seed.prepareDatabase(join(dir, 'contract.sqlite'), now);
  const { app, close } = await mod.createApp({
    dbFile: join(dir, 'contract.sqlite'),
    rateLimit: 0,
    ...rest,
    ...(now ? { now } : {}),
  });

  async function call(method: string, path: string, opts: CallOptions = {}): Promise<Res> {
    const headers: Record<string, string> = { ...DEFAULT_HEADERS };
    for (const [k, v] of Object.entries(opts.headers ?? {})) {
      for (const existing of Object.keys(headers))
        if (existing.toLowerCase() === k.toLowerCase()) delete headers[existing];
      if (v !== undefined) headers[k] = v;
    }
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.raw !== undefined) {
      body = opts.raw;
      if (!Object.keys(headers).some((k) => k.toLowerCase() === 'content-type'))
        headers['Content-Type'] = 'application/json';
    } else if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['Content-Type'] = 'application/json';
    }
    const res = await app.request(buildUrl(path, opts.query), { method: method.toUpperCase(), headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  }

  async function op(
    method: string,
    template: string,
    opts: CallOptions & { params?: Record<string, string | number> } = {},
  ): Promise<Checked> {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = opts.params?.[name];
      if (v === undefined) throw new Error(`missing path param ${name} for ${template}`);
      return encodeURIComponent(String(v));
    });
    const res = await call(method, path, opts);
    return { ...res, method: method.toLowerCase(), template };
  }

  return {
    call,
    op,
    async close() {
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The session facts most tests need: the zone header, modules by type, the demo customer's token. */
export interface Session {
  zoneId: string;
  lat: string;
  lng: string;
  modules: Record<string, number>;
  moduleOf(type: string): number;
  token(): Promise<string>;
  guestId(): Promise<number>;
  /** Headers for a module (zoneId, moduleId, latitude, longitude). */
  h(type?: string): Record<string, string>;
}

export async function session(server: Server): Promise<Session> {
  const config = await server.call('GET', '/api/v1/config');
  const loc = (config.body as { default_location?: { lat: string; lng: string } }).default_location ?? {
    lat: '23.7579',
    lng: '90.3605',
  };
  const zone = await server.call('GET', '/api/v1/config/get-zone-id', { query: { lat: loc.lat, lng: loc.lng } });
  const zoneId = String((zone.body as { zone_id?: string })?.zone_id ?? '[1]');
  const mods = await server.call('GET', '/api/v1/module');
  const modules: Record<string, number> = {};
  if (Array.isArray(mods.body)) {
    for (const m of mods.body as { id: number; module_type: string }[])
      if (!(m.module_type in modules)) modules[m.module_type] = m.id;
  }
  let token: string | undefined;
  let guest: number | undefined;
  const s: Session = {
    zoneId,
    lat: String(loc.lat),
    lng: String(loc.lng),
    modules,
    moduleOf(type) {
      const id = modules[type];
      if (id === undefined) throw new Error(`no ${type} module in /api/v1/module (got ${JSON.stringify(modules)})`);
      return id;
    },
    async token() {
      if (token) return token;
      const res = await server.call('POST', '/api/v1/auth/login', {
        json: {
          login_type: 'manual',
          email_or_phone: DEMO.customer.email,
          password: DEMO.customer.password,
          field_type: 'email',
        },
      });
      const t = (res.body as { token?: string | null } | undefined)?.token;
      if (!t) throw new Error(`demo login failed: ${res.status} ${res.text.slice(0, 300)}`);
      token = t;
      return t;
    },
    async guestId() {
      if (guest !== undefined) return guest;
      const res = await server.call('POST', '/api/v1/auth/guest/request');
      const g = (res.body as { guest_id?: number } | undefined)?.guest_id;
      if (g === undefined) throw new Error(`guest request failed: ${res.status} ${res.text.slice(0, 300)}`);
      guest = g;
      return g;
    },
    h(type = 'food') {
      return { zoneId, moduleId: String(s.moduleOf(type)), latitude: s.lat, longitude: s.lng };
    },
  };
  return s;
}

/** A fresh customer made through sign-up (and the demo OTP when verification is on). */
export async function freshCustomer(
  server: Server,
  tag: string,
): Promise<{ token: string; phone: string; email: string; password: string }> {
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const phone = `+88019${n}`;
  const email = `${tag}.${n}@example.com`;
  const password = 'secret-pass-1';
  const res = await server.call('POST', '/api/v1/auth/sign-up', {
    json: { name: `Test ${tag}`, email, phone, password, confirm_password: password },
  });
  let token = (res.body as { token?: string | null } | undefined)?.token ?? null;
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text.slice(0, 300)}`);
  if (!token) {
    const b = res.body as { is_phone_verified?: number; is_email_verified?: number };
    const viaPhone = b.is_phone_verified === 0;
    const v = await server.call('POST', '/api/v1/auth/verify-phone', {
      json: viaPhone
        ? { otp: DEMO.otp, verification_type: 'phone', phone, login_type: 'manual' }
        : { otp: DEMO.otp, verification_type: 'email', email, login_type: 'manual' },
    });
    token = (v.body as { token?: string | null } | undefined)?.token ?? null;
    if (!token) {
      const l = await server.call('POST', '/api/v1/auth/login', {
        json: { login_type: 'manual', email_or_phone: email, password, field_type: 'email' },
      });
      token = (l.body as { token?: string | null } | undefined)?.token ?? null;
    }
  }
  if (!token) throw new Error('could not obtain a token for a fresh customer');
  return { token, phone, email, password };
}
