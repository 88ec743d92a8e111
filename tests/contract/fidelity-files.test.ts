// @vitest-environment node
/**
 * Contract: what the platform's own web client (the Next.js client 2.3.1) needs from the server (issue 11,
 * items 9, 10 and 12): the older 2.x auth bodies (api §1.2, §3.3), the calls it makes that the 3.x subset
 * lacked, and the 2.x image form (`base_urls` + file names) beside the `*_full_url` form (api §4, §5.1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;

let s: Session;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});

afterAll(async () => server?.close());

describe('Platform fidelity: file names beside full URLs, joined with base_urls (api §4, §5.1)', () => {
  const path = (u: string) => new URL(u).pathname;

  /** `${base}/${file}` is the full URL, and the server serves it as an image. */
  async function joins(
    base: string | undefined,
    file: string | null | undefined,
    full: string | null | undefined,
    where: string,
  ) {
    expect(base, `${where}: base`).toMatch(/^https?:\/\//);
    expect(file, `${where}: file`).toMatch(/^[^/]+$/);
    expect(`${base}/${file}`, where).toBe(full);
    const img = await server.call('GET', path(full!));
    expect(img.status, `${where}: GET ${full}`).toBe(200);
    expect(img.headers.get('content-type'), where).toMatch(/^image\//);
  }

  let base: Record<string, string>;
  beforeAll(async () => {
    base = ((await server.call('GET', '/api/v1/config')).body as { base_urls: Record<string, string> }).base_urls;
  });

  it('api §4 config base_urls: has the keys the web client joins, including product, delivery man and parcel category', async () => {
    const res = await server.op('get', '/api/v1/config');
    expectContract(res, 200);
    for (const key of [
      'item_image_url',
      'product_image_url',
      'delivery_man_image_url',
      'parcel_category_image_url',
      'customer_image_url',
      'store_image_url',
      'store_cover_photo_url',
      'category_image_url',
      'banner_image_url',
      'campaign_image_url',
      'module_image_url',
      'business_logo_url',
      'gateway_image_url',
      'react_landing_page_images',
    ])
      expect(base[key], key).toMatch(/^http:\/\/localhost\/storage\/[a-z-]+$/);
    const cfg = res.body as {
      logo: string;
      logo_full_url: string;
      active_payment_method_list: { gateway_image: string; gateway_image_full_url: string }[];
    };
    await joins(base.business_logo_url, cfg.logo, cfg.logo_full_url, 'config logo');
    const gw = cfg.active_payment_method_list[0]!;
    await joins(base.gateway_image_url, gw.gateway_image, gw.gateway_image_full_url, 'gateway');
  });

  it('api §5.1 item: images are file names; item_image_url + each file = images_full_url, and they load', async () => {
    const res = await server.op('get', '/api/v1/items/details/{id}', { params: { id: 1 }, headers: s.h('food') });
    expectContract(res, 200);
    const it = res.body as { image: string; image_full_url: string; images: unknown[]; images_full_url: string[] };
    expect(it.images.length).toBeGreaterThan(1);
    expect(it.images.every((x) => typeof x === 'string')).toBe(true);
    await joins(base.item_image_url, it.image, it.image_full_url, 'item image');
    for (const [i, file] of (it.images as string[]).entries())
      await joins(base.item_image_url, file, it.images_full_url[i], `item images[${i}]`);
    expect(base.product_image_url).toBe(base.item_image_url);
  });

  it('api §5.2/§5.3/§5.4 store logo and cover, module icon, category and parcel category images join their base', async () => {
    const store = (await server.call('GET', '/api/v1/stores/details/1')).body as {
      logo: string;
      logo_full_url: string;
      cover_photo: string;
      cover_photo_full_url: string;
    };
    await joins(base.store_image_url, store.logo, store.logo_full_url, 'store logo');
    await joins(base.store_cover_photo_url, store.cover_photo, store.cover_photo_full_url, 'store cover');
    const mod = (
      (await server.call('GET', '/api/v1/module')).body as {
        icon: string;
        icon_full_url: string;
        thumbnail: string;
        thumbnail_full_url: string;
      }[]
    )[0]!;
    await joins(base.module_image_url, mod.icon, mod.icon_full_url, 'module icon');
    await joins(base.module_image_url, mod.thumbnail, mod.thumbnail_full_url, 'module thumbnail');
    const cat = (
      (await server.call('GET', '/api/v1/categories', { headers: s.h('food') })).body as {
        image: string;
        image_full_url: string;
      }[]
    )[0]!;
    await joins(base.category_image_url, cat.image, cat.image_full_url, 'category');
    const parcel = await server.call('GET', '/api/v1/parcel-category', { headers: s.h('parcel') });
    const pc = (parcel.body as { image: string; image_full_url: string }[])[0]!;
    await joins(base.parcel_category_image_url, pc.image, pc.image_full_url, 'parcel category');
  });

  it('api2 §8.6 react-landing-page: base_urls plus file names that join to the *_full_url forms', async () => {
    const res = await server.op('get', '/api/v1/react-landing-page');
    expectContract(res, 200);
    const lp = res.body as {
      base_urls: Record<string, string>;
      header_banner: string;
      header_banner_full_url: string;
      header_icon: string;
      header_icon_full_url: string;
      promotion_banners: { img: string }[];
      promotion_banners_full_url: string[];
      testimonial_list: { reviewer_image: string; reviewer_image_full_url: string }[];
    };
    await joins(lp.base_urls.header_banner_url, lp.header_banner, lp.header_banner_full_url, 'header banner');
    await joins(lp.base_urls.header_icon_url, lp.header_icon, lp.header_icon_full_url, 'header icon');
    await joins(
      lp.base_urls.promotional_banner_url,
      lp.promotion_banners[0]!.img,
      lp.promotion_banners_full_url[0],
      'promotion banner',
    );
    const t = lp.testimonial_list[0]!;
    await joins(lp.base_urls.testimonial_image_url, t.reviewer_image, t.reviewer_image_full_url, 'testimonial');
  });

  it('api §5.1 store_discount: a percentage store discount is the item percentage; an amount discount is 0 there and reads from the store', async () => {
    const pct = (await server.call('GET', '/api/v1/items/details/1', { headers: s.h('food') })).body as {
      store_discount: number;
      store_details: { discount: { discount: number; discount_type: string } };
    };
    expect(pct.store_details.discount.discount_type).toBe('percent');
    expect(pct.store_discount).toBe(pct.store_details.discount.discount);
    const amount = await server.op('get', '/api/v1/items/details/{id}', {
      params: { id: 301 },
      headers: s.h('ecommerce'),
    });
    expectContract(amount, 200);
    const a = amount.body as {
      price: number;
      store_discount: number;
      store_details: { discount: { discount: number; discount_type: string } };
    };
    expect(a.store_details.discount).toMatchObject({ discount_type: 'amount', discount: 100 });
    expect(a.store_discount).toBe(0);
  });
});
