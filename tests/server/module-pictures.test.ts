// @vitest-environment node
/** The demo modules' pictures carry letters of the module's own name, the word the customer reads beside them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(() => {
  t = makeApp();
});
afterAll(() => t.dispose());

describe('Module pictures', () => {
  it('core §3 Module list: the Shop module icon reads "SH", not "EC" of its ecommerce type', async () => {
    const r = await t.call('GET', '/api/v1/module', { headers: { zoneId: '[1,2,3]' } });
    const shop = (r.body as Array<{ module_name: string; icon_full_url: string; thumbnail_full_url: string }>).find(
      (m) => m.module_name === 'Shop',
    )!;
    for (const url of [shop.icon_full_url, shop.thumbnail_full_url]) {
      const svg = await (await t.app.request(new URL(url).pathname.replace(/\.png$/, '.svg'))).text();
      expect(svg).toContain('aria-label="SH"');
    }
  });
});
