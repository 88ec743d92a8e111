// @vitest-environment node
/**
 * acc §Hosts and caches: absolute URLs in answers come from configuration (STOREFRONT_PUBLIC_URL) or, behind a
 * listed proxy, from X-Forwarded-*; a stranger's X-Forwarded-Host neither rewrites its own answer nor the
 * cached answer every other customer then receives.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../helpers.ts';

let t: TestApp;
afterEach(() => t?.dispose());

const evil = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
const peer = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } },
});

describe('acc §Hosts and caches', () => {
  it('a customer after an attacker sends X-Forwarded-Host still sees the storefront host in config and items', async () => {
    t = makeApp();
    for (const path of ['/api/v1/config', '/api/v1/stores/latest', '/api/v1/items/details/1']) {
      const headers = { Accept: 'application/json', moduleId: '1', zoneId: '[1]' };
      await t.app.request(`http://localhost${path}`, { headers: { ...headers, ...evil } });
      const after = await t.app.request(`http://localhost${path}`, { headers });
      const text = await after.text();
      expect(text, path).not.toContain('evil.example');
      expect(text, path).toContain('http://localhost/');
    }
  });

  it("the attacker's own answer does not point at its forwarded host either", async () => {
    t = makeApp();
    const r = await t.app.request('http://localhost/api/v1/config', {
      headers: { Accept: 'application/json', ...evil },
    });
    expect(await r.text()).not.toContain('evil.example');
  });

  it('a configured public URL is what every answer points at, whatever the Host', async () => {
    t = makeApp({ originPolicy: { publicUrl: 'https://shop.example/' } });
    const r = await t.app.request('http://127.0.0.1:8080/api/v1/config', {
      headers: { Accept: 'application/json', ...evil },
    });
    const text = await r.text();
    expect(text).toContain('https://shop.example/storage/');
    expect(text).not.toContain('127.0.0.1:8080');
  });

  it('behind a listed proxy the forwarded host is believed, and cached answers stay per host', async () => {
    t = makeApp({ originPolicy: { trustedProxies: ['10.1.2.3'] } });
    const headers = { Accept: 'application/json' };
    const viaProxy = await t.app.request(
      'http://internal:8080/api/v1/config',
      { headers: { ...headers, 'X-Forwarded-Host': 'shop.example', 'X-Forwarded-Proto': 'https' } },
      peer('::ffff:10.1.2.3'),
    );
    expect(await viaProxy.text()).toContain('https://shop.example/storage/');
    const stranger = await t.app.request(
      'http://internal:8080/api/v1/config',
      { headers: { ...headers, ...evil } },
      peer('10.9.9.9'),
    );
    const text = await stranger.text();
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('shop.example');
    expect(text).toContain('http://internal:8080/storage/');
  });
});
