// @vitest-environment node
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeApp, type TestApp } from './helpers.ts';

// Each test seeds a fresh database (scrypt-hashed demo passwords); leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;

beforeAll(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  await t.login();
  await t.guest();
});

afterAll(() => t.dispose());

describe('rate limit, CORS, test hooks, static files', () => {
  it('api §1.1 rate limit: over the limit → 429 {"message":"Too Many Attempts."}', async () => {
    const limited = makeApp({ rateLimit: 5 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await limited.call('GET', '/api/v1/zone/list')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const r = await limited.call('GET', '/api/v1/zone/list');
      expect(r.body).toEqual({ message: 'Too Many Attempts.' });
      expect(r.headers.get('retry-after')).toBeTruthy();
    } finally {
      limited.dispose();
    }
  });

  it("api §1.3 CORS: the storefront's origins only, the platform headers allowed, preflight 204", async () => {
    const preflight = (origin: string) =>
      t.app.request('/api/v1/stores/latest', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers':
            'zoneid,moduleid,x-localization,authorization,x-software-id,latitude,longitude',
        },
      });
    expect((await preflight('http://example.test')).headers.get('access-control-allow-origin')).toBeNull();
    const res = await preflight('http://localhost:5173');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of [
      'zoneid',
      'moduleid',
      'latitude',
      'longitude',
      'x-localization',
      'authorization',
      'x-software-id',
      'accept',
      'content-type',
      'guest-id',
    ])
      expect(allowed).toContain(h);
  });

  it('test hooks switch config and reset the database only when enabled', async () => {
    expect((await t.call('PUT', '/__test/config', { json: { demo: false } })).status).toBe(404);
    const hooked = makeApp({ testHooks: true });
    try {
      const r = await hooked.call('PUT', '/__test/config', {
        json: { guest_checkout_status: 0, centralize_login: { otp_login_status: 0 } },
      });
      expect(r.status).toBe(200);
      const cfg = (await hooked.call('GET', '/api/v1/config')).body;
      expect(cfg.guest_checkout_status).toBe(0);
      expect(cfg.centralize_login).toMatchObject({ otp_login_status: 0, manual_login_status: 1 });
      const tok = await hooked.login();
      await hooked.call('POST', '/api/v1/customer/wish-list/add?item_id=1', { token: tok });
      expect((await hooked.call('POST', '/__test/reset')).status).toBe(200);
      expect(hooked.count('wishlists')).toBe(0);
      expect((await hooked.call('GET', '/api/v1/config')).body.guest_checkout_status).toBe(1);
      expect(
        (await hooked.call('GET', '/api/v1/customer/info', { token: tok, headers: { 'X-localization': 'en' } })).status,
      ).toBe(401);
    } finally {
      hooked.dispose();
    }
  });

  it('the built storefront: SPA fallback with a CSP, real robots.txt, API untouched', async () => {
    const dist = join(t.dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Storefront</title><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const web = makeApp({ staticDir: dist });
    try {
      const page = await web.app.request('/store/1?module_id=1');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain('worker-src');
      const js = await web.app.request('/assets/app.js');
      expect(js.headers.get('content-type')).toContain('javascript');
      expect(js.headers.get('cache-control')).toContain('immutable');
      const robots = await web.app.request('/robots.txt');
      expect(await robots.text()).toContain('User-agent');
      expect((await web.app.request('/assets/missing.js')).status).toBe(404);
      expect((await web.app.request('/../../etc/passwd')).status).not.toBe(500);
      const api = await web.app.request('/api/v1/nope');
      expect(api.status).toBe(404);
      expect(await api.json()).toHaveProperty('message');
    } finally {
      web.dispose();
    }
  });

  it('Transport: text assets go as their brotli or gzip twins, and API JSON is gzipped', async () => {
    const dist = join(t.dir, 'dist-encoded');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const code = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Storefront</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), code);
    writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync(code));
    writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync(code));
    const web = makeApp({ staticDir: dist });
    try {
      const br = await web.app.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('content-type')).toContain('javascript');
      expect(br.headers.get('vary')).toContain('Accept-Encoding');
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(code);
      const gz = await web.app.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(code);
      const plain = await web.app.request('/assets/app.js');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(code);
      const api = await web.app.request('/api/v1/config', { headers: { 'accept-encoding': 'gzip' } });
      expect(api.headers.get('content-encoding')).toBe('gzip');
      expect(JSON.parse(gunzipSync(Buffer.from(await api.arrayBuffer())).toString())).toHaveProperty('business_name');
    } finally {
      web.dispose();
    }
  });

  it('Transport: a page the server writes (a product link with its share preview) goes brotli or gzip as accepted', async () => {
    const dist = join(t.dir, 'dist-pages');
    mkdirSync(dist, { recursive: true });
    const template = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Storefront</title></head><body><div id="root"></div><!-- ${'padding '.repeat(200)}--></body></html>`;
    writeFileSync(join(dist, 'index.html'), template);
    const web = makeApp({ staticDir: dist });
    try {
      const path = '/product/classic-beef-burger?module_id=1';
      const br = await web.app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toContain('Accept-Encoding');
      const html = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
      expect(html).toContain('og:title');
      expect(html).toContain('Classic Beef Burger');
      const gz = await web.app.request(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
      const plain = await web.app.request(path);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(html);
    } finally {
      web.dispose();
    }
  });
});
