// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plainText, withPreview, type SharePreview } from '../../server/ssr/share-preview.ts';
import { makeApp, type TestApp } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = 'https://shop.example';
/** The head of a page as a crawler reads it: its meta tags by name or property, and its JSON-LD. */
function head(html: string) {
  const metas = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g))
    metas.set(
      m[1]!,
      m[2]!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    metas,
    ld: ld ? (JSON.parse(ld[1]!) as Record<string, any>) : null,
  };
}

describe('Links that unfurl', () => {
  let t: TestApp;
  let page: (path: string) => Promise<{ status: number; html: string }>;
  beforeAll(() => {
    const dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
    // The real page, as the build leaves it.
    writeFileSync(join(dist, 'index.html'), readFileSync('index.html', 'utf8'));
    t = makeApp({ staticDir: dist });
    page = async (path) => {
      const res = await t.app.request(`${ORIGIN}${path}`);
      return { status: res.status, html: await res.text() };
    };
  });
  afterAll(() => t.dispose());

  it('Links that unfurl: a product link renders, from the URL alone, its name, price, image and JSON-LD Product', async () => {
    const { status, html } = await page('/product/classic-beef-burger?module_id=1');
    expect(status).toBe(200);
    const h = head(html);
    expect(h.title).toBe('Classic Beef Burger · Burger Barn');
    expect(h.canonical).toBe(`${ORIGIN}/product/classic-beef-burger?module_id=1`);
    expect(h.metas.get('og:type')).toBe('product');
    expect(h.metas.get('og:title')).toBe('Classic Beef Burger · Burger Barn');
    expect(h.metas.get('og:image')).toBe(`${ORIGIN}/storage/item/classic-beef-burger.png`);
    expect(h.metas.get('product:price:amount')).toBe('250.00');
    expect(h.metas.get('product:price:currency')).toBe('BDT');
    expect(h.metas.get('twitter:card')).toBe('summary_large_image');
    // The description's HTML is gone: a card shows words.
    expect(h.metas.get('description')).toBe('Juicy beef patty with lettuce, tomato and our house sauce.');
    expect(h.ld).toMatchObject({
      '@type': 'Product',
      name: 'Classic Beef Burger',
      offers: {
        '@type': 'Offer',
        price: '250.00',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        seller: { name: 'Burger Barn' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 32 },
    });
    // Still the storefront: its script and root are there.
    expect(html).toContain('<div id="root">');
  });

  it('Links that unfurl: a discounted product shows the price after its discount, as the product page does', async () => {
    const list = await t.call('GET', '/api/v1/items/discounted?offset=1&limit=50&type=all', {
      headers: { moduleId: '2', zoneId: '[1]' },
    });
    const item = (
      list.body.products as Array<{ id: number; price: number; discount: number; discount_type: string }>
    ).find((p) => p.discount > 0)!;
    expect(item).toBeTruthy();
    const expected =
      item.discount_type === 'amount' ? item.price - item.discount : item.price * (1 - item.discount / 100);
    const h = head((await page(`/product/${item.id}?module_id=2`)).html);
    expect(Number(h.metas.get('product:price:amount'))).toBeCloseTo(expected, 2);
    expect(Number(h.metas.get('product:price:amount'))).toBeLessThan(item.price);
  });

  it('Links that unfurl: a store link renders its name, cover and a Restaurant (food) in JSON-LD', async () => {
    const h = head((await page('/store/burger-barn?module_id=1')).html);
    expect(h.title).toBe('Burger Barn');
    expect(h.metas.get('og:image')).toBe(`${ORIGIN}/storage/store/burger-barn-cover.png`);
    expect(h.metas.get('description')).toContain('Road 27, Dhanmondi');
    expect(h.ld).toMatchObject({
      '@type': 'Restaurant',
      name: 'Burger Barn',
      address: { streetAddress: 'Road 27, Dhanmondi' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(h.ld!.aggregateRating.reviewCount).toBeGreaterThan(0);
  });

  it('Links that unfurl: an unknown product or store, and other pages, get the plain page', async () => {
    for (const path of ['/product/99999?module_id=1', '/store/99999', '/store/latest', '/home']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).not.toContain('og:title');
      expect(head(html).title, path).toBe('Storefront');
    }
  });

  it('Links that unfurl: names cannot break out of the head (attributes and JSON-LD are escaped)', () => {
    const evil = 'Cake "</title><script>alert(1)</script>';
    const preview: SharePreview = {
      title: evil,
      description: evil,
      canonical: 'https://x/p',
      image: null,
      ogType: 'product',
      price: null,
      jsonLd: { name: evil },
    };
    const html = withPreview(
      '<html><head><title>Storefront</title><meta name="description" content="x" /></head><body></body></html>',
      preview,
    );
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const h = head(html);
    expect(h.title).toBe('Cake &quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(h.metas.get('og:title')).toBe(evil);
    expect(h.ld!.name).toBe(evil);
  });

  it('Links that unfurl: descriptions lose their markup and are cut to a card', () => {
    expect(plainText('<p>Fresh&nbsp;<b>bread</b></p><script>x()</script>')).toBe('Fresh bread');
    const long = plainText(`<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });
});
