/**
 * The reference server in-process for the edge's tests (src/app): the same start as the contract tests
 * (tests/contract/server.ts: seed a temporary SQLite file, `createApp`), and the storefront's one HTTP client
 * pointed at it (`configureApi` with a fetch that hands each Request to the app). Every request the edge makes
 * is recorded, so a test can say what was sent and what the server answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Blob as FetchBlob, File as FetchFile } from 'node:buffer';
import { configureApi } from '../../../src/api/api';
import { dropToken, saveLocation, saveModule, saveToken } from '../../../src/api/scope';

/** The demo data's facts (server/README.md), as the contract tests name them (tests/contract/server.ts, whose validator does not load under jsdom). */
export const DEMO = {
  customer: { email: 'demo@example.com', phone: '+8801700000001', password: '12345678' },
  otp: '123456',
  softwareId: '33571750',
} as const;

export interface Exchange {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  body: unknown;
}

export interface Answer {
  status: number;
  body: unknown;
}

interface AppLike {
  request: (input: Request | string, init?: RequestInit) => Response | Promise<Response>;
}

interface ModuleRow {
  id: number;
  module_type: string;
  module_name?: string;
}

export interface EdgeServer {
  /** What the edge sent and what the server answered, in order. */
  exchanges: Exchange[];
  /** The exchanges to a path (its query string left out). */
  to(path: string, method?: string): Exchange[];
  /** A request straight to the server (not through the edge), to read what it holds now. */
  call(
    method: string,
    path: string,
    opts?: { json?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  /** A form posted straight to the server (the demo identity provider's page): its status and where it sends the browser. */
  postForm(path: string, fields: Record<string, string>): Promise<{ status: number; location: string | null }>;
  modules: Record<string, ModuleRow>;
  zoneId: string;
  lat: number;
  lng: number;
  /** The demo customer's token (signed in through the server once). */
  token(): Promise<string>;
  /** The server does the next request to this path but its answer is lost on the way (the network failed). */
  loseNextAnswer(path: string): void;
  /** The device's scope as a customer who chose this module's first entry and the default location; a guest unless signed in. */
  useScope(moduleType: string, opts?: { signedIn?: boolean }): Promise<void>;
  close(): void;
}

const BASE = 'http://edge.test';

async function readAnswer(res: Response): Promise<unknown> {
  const text = await res.clone().text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A clock that reads this local time of day now and keeps running (as the contract tests' `clockAt`): stores open at lunch. */
function clockAt(time: string): () => Date {
  const [hh, mm] = time.split(':').map(Number);
  const target = new Date();
  target.setHours(hh ?? 12, mm ?? 0, 0, 0);
  const offset = target.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

type CreateApp = (o: {
  dbFile: string;
  rateLimit?: number;
  courierSeconds?: number;
  config?: Record<string, unknown>;
  now?: () => Date;
}) => { app: AppLike; close: () => void };

/** The FormData class of the fetch that sends the requests (jsdom's own is another). */
async function fetchFormData(): Promise<typeof FormData> {
  const form = await new Response(new URLSearchParams('probe=1')).formData();
  return form.constructor as typeof FormData;
}

/**
 * A browser has one FormData, Blob and File, those its fetch sends. Under jsdom the page's are jsdom's and the
 * fetch's are Node's: a form built from jsdom's reaches the server with every file renamed "blob" (and the
 * server refuses an image without its extension). The edge's forms and files are made from the fetch's here.
 */
function useFetchRealm(formData: typeof FormData): () => void {
  const saved = { FormData: globalThis.FormData, Blob: globalThis.Blob, File: globalThis.File };
  Object.assign(globalThis, { FormData: formData, Blob: FetchBlob, File: FetchFile });
  return () => Object.assign(globalThis, saved);
}

export async function startEdgeServer(
  options: { config?: Record<string, unknown>; clockAt?: string } = {},
): Promise<EdgeServer> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-edge-'));
  const file = join(dir, 'edge.sqlite');
  const now = clockAt(options.clockAt ?? '13:00');
  const seed = (await import('../../../server/seed/prepare.ts')) as unknown as {
    prepareDatabase: (file: string, now?: () => Date) => void;
  };
  seed.prepareDatabase(file, now);
  const mod = (await import('../../../server/app.ts')) as unknown as { createApp: CreateApp };
  const { app, close } = mod.createApp({
    dbFile: file,
    rateLimit: 0,
    courierSeconds: 0,
    now,
    ...(options.config ? { config: options.config } : {}),
  });
  const exchanges: Exchange[] = [];
  const losing = new Set<string>();

  const edgeFetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    const res = await app.request(request);
    exchanges.push({
      method: request.method,
      path: url.pathname,
      status: res.status,
      headers,
      body: await readAnswer(res),
    });
    if (losing.delete(url.pathname)) throw new TypeError('Failed to fetch');
    return res;
  };
  configureApi({ baseUrl: BASE, fetch: edgeFetch });
  const restoreRealm = useFetchRealm(await fetchFormData());

  const call: EdgeServer['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-localization': 'en',
      'X-software-id': DEMO.softwareId,
      ...opts.headers,
    };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
    const res = await app.request(`${BASE}${path}`, {
      method,
      headers,
      body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
    });
    return { status: res.status, body: await readAnswer(res) };
  };

  const config = (await call('GET', '/api/v1/config')).body as { default_location?: { lat: string; lng: string } };
  const lat = Number(config.default_location?.lat ?? '23.7579');
  const lng = Number(config.default_location?.lng ?? '90.3605');
  const zone = (await call('GET', `/api/v1/config/get-zone-id?lat=${lat}&lng=${lng}`)).body as { zone_id?: string };
  const zoneId = String(zone.zone_id ?? '[1]');
  const modules: Record<string, ModuleRow> = {};
  for (const m of (await call('GET', '/api/v1/module', { headers: { zoneId } })).body as ModuleRow[])
    modules[m.module_type] ??= m;

  let token: string | undefined;
  const signIn = async () => {
    if (token) return token;
    const res = await call('POST', '/api/v1/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: DEMO.customer.email,
        password: DEMO.customer.password,
        field_type: 'email',
      },
    });
    token = (res.body as { token?: string }).token;
    if (!token) throw new Error(`demo sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    return token;
  };

  const postForm: EdgeServer['postForm'] = async (path, fields) => {
    const res = await app.request(`${BASE}${path}`, { method: 'POST', body: new URLSearchParams(fields) });
    return { status: res.status, location: res.headers.get('location') };
  };

  return {
    exchanges,
    postForm,
    to: (path, method) => exchanges.filter((e) => e.path === path && (!method || e.method === method)),
    call,
    modules,
    zoneId,
    lat,
    lng,
    token: signIn,
    loseNextAnswer: (path) => void losing.add(path),
    async useScope(moduleType, opts = {}) {
      const module = modules[moduleType];
      if (!module) throw new Error(`no ${moduleType} module in the seed (${Object.keys(modules).join(', ')})`);
      saveLocation({ address: 'Dhanmondi, Dhaka', lat, lng, zoneId });
      saveModule({ id: module.id, module_type: module.module_type });
      if (opts.signedIn) saveToken(await signIn());
      else dropToken();
    },
    close() {
      restoreRealm();
      close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
