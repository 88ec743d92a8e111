import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { cspWith, inlineBlocking, isShopPage, pageWith, plainPageWith, splitResources } from '../../server/ssr/page.ts';
import { CSP } from '../../server/routes/static.ts';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Storefront</title>
  </head>
  <body>
    <div id="root">
      <div class="boot-header"></div>
      <!--/boot-->
    </div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const page = {
  status: 200,
  lang: 'ar',
  dir: 'rtl' as const,
  theme: 'dark' as const,
  body: '<link rel="preload" as="image" href="/storage/a.png"/><div class="app">مرحبا</div>',
  state: '{"lang":"ar"}',
};

describe('Server-rendered page', () => {
  it('Server-rendered page: language, direction and theme on <html>, markup in #root, state as non-executable JSON', () => {
    const html = pageWith(TEMPLATE, page);
    expect(html).toContain('<html lang="ar" dir="rtl" data-theme="dark" style="color-scheme: dark">');
    expect(html).toContain('<div id="root"><div class="app">مرحبا</div></div>');
    expect(html).toContain('<script type="application/json" id="ssr-state">{"lang":"ar"}</script>');
    expect(html).not.toContain('boot-header');
    // No executable inline script: the CSP (script-src 'self') stays strict.
    expect(html.match(/<script(?![^>]*(src=|type="application\/json"))[^>]*>/g)).toBeNull();
  });

  it("Server-rendered page: the render's image preloads go into <head>, ahead of the markup", () => {
    expect(splitResources(page.body)).toEqual({
      resources: '<link rel="preload" as="image" href="/storage/a.png"/>',
      markup: '<div class="app">مرحبا</div>',
    });
    const html = pageWith(TEMPLATE, page);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("Server-rendered page: the code, run after the first paint, is fetched at low priority, the language's messages too", () => {
    const template = TEMPLATE.replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />\n    <meta name="catalogues" content='{"ar":"/assets/ar-1.js"}' />\n    <link rel="modulepreload" crossorigin href="/assets/helper.js">`,
    );
    const html = pageWith(template, page);
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/helper.js">');
    // public/boot.js reads it when it asks for the device's language's messages.
    expect(html).toContain(`<meta name="catalogues" data-fetchpriority="low" content='{"ar":"/assets/ar-1.js"}' />`);
    // The plain page (drawn by the browser, which needs its code at once) keeps the browser's priorities.
    expect(plainPageWith(template)).not.toContain('fetchpriority');
  });

  it('Server-rendered page: a standalone renderer writes the API address into rendered and plain pages', () => {
    expect(pageWith(TEMPLATE, page, { apiBase: 'https://api.example.com' })).toContain(
      '<meta name="api-base" content="https://api.example.com" />',
    );
    expect(plainPageWith(TEMPLATE, { apiBase: 'https://api.example.com"><script>' })).toContain(
      'content="https://api.example.com&quot;>&lt;script>"',
    );
    expect(plainPageWith(TEMPLATE)).toBe(TEMPLATE);
  });

  it('Server-rendered page: a page that shows dates asks the browser for its date data before the first paint (public/boot.js)', () => {
    expect(pageWith(TEMPLATE, { ...page, dates: true })).toContain(
      '<html lang="ar" dir="rtl" data-theme="dark" style="color-scheme: dark" data-dates="">',
    );
    expect(pageWith(TEMPLATE, page)).not.toContain('data-dates');
  });

  it('Server-rendered page: no theme known leaves the theme to the browser', () => {
    expect(pageWith(TEMPLATE, { ...page, theme: null })).toContain('<html lang="ar" dir="rtl">');
  });

  it('Shop pages, the store lists, flash sale, campaigns, conditions, notices and the journey a link can open are rendered on the server; account settings are not', () => {
    const rendered = [
      '/',
      '/home',
      '/store/pizza-palace',
      '/product/potato-chips',
      '/categories',
      '/category/3',
      '/search',
      '/track-order',
      '/rental/vehicle-search',
      '/parcel',
      '/parcel/send',
      '/checkout',
      '/my-orders',
      '/my-orders/100001',
      '/store',
      '/flash-sales',
      '/campaigns',
      '/campaigns/1',
      '/conditions/1',
      '/notifications',
    ];
    for (const p of rendered) expect(isShopPage(p), p).toBe(true);
    for (const p of ['/profile', '/wallet', '/store/1/extra', '/my-orders/1/extra', '/settings'])
      expect(isShopPage(p), p).toBe(false);
  });

  it("Server-rendered page: the blocking stylesheet and boot script go inside (the sheet's link stays, disabled, so lazy chunks do not add it again); the CSP allows that script by its hash only", () => {
    const files: Record<string, string> = {
      '/assets/index-1.css': 'body{color:red}',
      '/boot.js': "document.documentElement.lang='en';",
    };
    const sha = (t: string) => createHash('sha256').update(t).digest('base64');
    const html =
      '<head><script src="/boot.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    const out = inlineBlocking(html, (p) => files[p] ?? null, sha);
    expect(out.html).toBe(
      `<head><script>document.documentElement.lang='en';</script><style>body{color:red}</style><link rel="stylesheet" href="/assets/index-1.css" disabled></head>`,
    );
    expect(out.scriptHashes).toEqual([`'sha256-${sha(files['/boot.js']!)}'`]);
    const csp = cspWith(CSP, out.scriptHashes);
    expect(csp).toContain(`script-src 'self' 'sha256-`);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    // A file that cannot be read stays a link.
    expect(inlineBlocking(html, () => null, sha)).toEqual({ html, scriptHashes: [] });
    expect(cspWith(CSP, [])).toBe(CSP);
  });
});
