/**
 * What `npm run perf` and `npm run perf:interactions` share: the build, the reference server on a fresh
 * database, the demo customer's token, and the device a returning visitor brings (local storage and the
 * `sf_…` cookies the storefront mirrors from it, src/api/scope.ts).
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');
export const port = Number(process.env.PERF_PORT ?? 4390);
export const origin = `http://localhost:${port}`;
export const work = join(root, '.tmp', `perf-${port}`);
export const dist = join(work, 'dist');

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const worst = (xs: number[]) => Math.max(...xs);

/** Builds the browser files and the server renderer beside them, as `npm run build` does (PERF_SKIP_BUILD=1 reuses them). */
export function buildOnce() {
  mkdirSync(work, { recursive: true });
  if (process.env.PERF_SKIP_BUILD === '1') return;
  execSync(
    `npx panda codegen --silent && npx vite build --logLevel warn --outDir ${JSON.stringify(dist)} --emptyOutDir`,
    { cwd: root, stdio: 'inherit' },
  );
  // PERF_SSR=0 measures the browser-only page.
  if (process.env.PERF_SSR !== '0')
    execSync(
      `npx vite build --ssr src/entry-server.tsx --logLevel warn --outDir ${JSON.stringify(join(work, 'dist-ssr'))} --emptyOutDir`,
      { cwd: root, stdio: 'inherit' },
    );
  else rmSync(join(work, 'dist-ssr'), { recursive: true, force: true });
}

async function until(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Serves the build with the reference API on a fresh database; the returned function stops it. Another
 * port serves that port's own build (.tmp/perf-<port>), so two builds can be measured side by side.
 */
export async function startServer(at = port): Promise<() => void> {
  const origin = `http://localhost:${at}`;
  const work = join(root, '.tmp', `perf-${at}`);
  const dist = join(work, 'dist');
  // Another server on the port would answer instead of this build's, and this one's would fail to listen.
  if (
    await fetch(`${origin}/robots.txt`).then(
      () => true,
      () => false,
    )
  ) {
    console.error(`${origin} is in use already: stop that server, or choose another port with PERF_PORT.`);
    process.exit(1);
  }
  const db = join(work, 'storefront.sqlite');
  for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
  // In a process group of its own: npx does not pass a signal on to the server it started.
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(at), STOREFRONT_DB: db, STOREFRONT_STATIC: dist, STOREFRONT_RATE_LIMIT: '0' },
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // gone already
    }
  };
  try {
    await until(`${origin}/robots.txt`);
  } catch (e) {
    stop();
    throw e;
  }
  return stop;
}

export const MODULES = {
  food: { id: 1, module_type: 'food' },
  grocery: { id: 2, module_type: 'grocery' },
  pharmacy: { id: 3, module_type: 'pharmacy' },
  ecommerce: { id: 4, module_type: 'ecommerce' },
  parcel: { id: 5, module_type: 'parcel' },
  rental: { id: 6, module_type: 'rental' },
} as const;
export type ModuleName = keyof typeof MODULES;

export const api = async <T>(
  path: string,
  init: RequestInit & { moduleId?: number; token?: string } = {},
): Promise<T> => {
  const headers = {
    moduleId: String(init.moduleId ?? 2),
    zoneId: '[1,2,3]',
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
  };
  const r = await fetch(`${origin}${path}`, { ...init, headers });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
};

/** The demo customer (server/README.md), signed in as the e2e tests do it. */
export async function demoToken(): Promise<string> {
  const body = { login_type: 'manual', email_or_phone: 'demo@example.com', password: '12345678', field_type: 'email' };
  return (await api<{ token: string }>('/api/v1/auth/login', { method: 'POST', body: JSON.stringify(body) })).token;
}

/** A returning visitor's device: run in a page of the storefront's origin (robots.txt is light). */
export interface Device {
  module: { id: number; module_type: string };
  token?: string;
}
export function seedDevice(device: Device) {
  const place = {
    location: 'Dhanmondi, Dhaka',
    zoneid: '[1,2,3]',
    currentLatLng: JSON.stringify({ lat: 23.757989, lng: 90.360587 }),
    module: JSON.stringify(device.module),
    'language-setting': 'en',
  };
  for (const [k, v] of Object.entries(place)) localStorage.setItem(k, v);
  if (device.token) localStorage.setItem('token', device.token);
  else localStorage.removeItem('token');
  // What the storefront mirrors into cookies on its first load, so the server renders this scope.
  const year = '; Path=/; Max-Age=31536000; SameSite=Lax';
  for (const [k, v] of Object.entries(place))
    document.cookie = `sf_${k.replace('-', '_')}=${encodeURIComponent(v)}${year}`;
  document.cookie = device.token
    ? `sf_token=${encodeURIComponent(device.token)}${year}`
    : 'sf_token=; Path=/; Max-Age=0';
}
