// @vitest-environment node
/** Contract: banners, campaigns and flash sales (api2 §8.1–§8.3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});
afterAll(async () => server?.close());

const noZone = () => {
  const { zoneId: _z, ...h } = s.h('food');
  return h;
};
const noModule = () => {
  const { moduleId: _m, ...h } = s.h('food');
  return h;
};

describe('banners', () => {
  it('api2 §8.1 banners: 200 {campaigns, banners} with and without moduleId', async () => {
    const withModule = await server.op('get', '/api/v1/banners', { headers: s.h('food') });
    expectContract(withModule, 200);
    expect(withModule.body).toHaveProperty('banners');
    expectContract(await server.op('get', '/api/v1/banners', { headers: noModule() }), 200);
  });

  it('api2 §8.1 banners: featured=1 gives campaigns []', async () => {
    const res = await server.op('get', '/api/v1/banners', { headers: s.h('food'), query: { featured: 1 } });
    expectContract(res, 200);
    expect((res.body as { campaigns: unknown[] }).campaigns).toEqual([]);
  });

  it('api2 §8.1 banners: 403 zoneId required', async () => {
    const res = await server.op('get', '/api/v1/banners', { headers: noZone() });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });
});

describe('campaigns', () => {
  it('api2 §8.2 campaigns/basic: 200 bare array of campaigns', async () => {
    const res = await server.op('get', '/api/v1/campaigns/basic', { headers: s.h('food') });
    expectContract(res, 200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('api2 §8.2 campaigns/basic: missing zoneId answers 200 with the errors body', async () => {
    const res = await server.op('get', '/api/v1/campaigns/basic', { headers: noZone() });
    expectContract(res, 200);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });

  it('api2 §8.2 campaigns/basic: 403 moduleId required', async () => {
    const res = await server.op('get', '/api/v1/campaigns/basic', { headers: noModule() });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['moduleId']);
  });

  it('api2 §8.2 campaigns/item: 200 bare array of campaign items with available dates', async () => {
    const res = await server.op('get', '/api/v1/campaigns/item', { headers: s.h('food') });
    expectContract(res, 200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('api2 §8.2 campaigns/item: missing zoneId answers 200 with the errors body', async () => {
    const res = await server.op('get', '/api/v1/campaigns/item', { headers: noZone() });
    expectContract(res, 200);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });
});

describe('flash sales', () => {
  it('api2 §8.3 flash-sales: 200 one sale object or {}', async () => {
    for (const type of Object.keys(s.modules).filter((t) => !['parcel', 'rental'].includes(t))) {
      const res = await server.op('get', '/api/v1/flash-sales', { headers: s.h(type) });
      expectContract(res, 200);
      expect(Array.isArray(res.body)).toBe(false);
    }
  });

  it('api2 §8.3 flash-sales: missing zoneId answers 200 with the errors body', async () => {
    const res = await server.op('get', '/api/v1/flash-sales', { headers: noZone() });
    expectContract(res, 200);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });

  it('api2 §8.3 flash-sales/items: 200 entries of the running sale, or 403 flash_sale when none runs', async () => {
    let sawPage = false;
    for (const type of Object.keys(s.modules).filter((t) => !['parcel', 'rental'].includes(t))) {
      const sale = await server.call('GET', '/api/v1/flash-sales', { headers: s.h(type) });
      const id = (sale.body as { id?: number }).id;
      const res = await server.op('get', '/api/v1/flash-sales/items', {
        headers: s.h(type),
        query: { flash_sale_id: id ?? 1, limit: 10, offset: 1 },
      });
      expectContract(res);
      if (id) {
        expect(res.status).toBe(200);
        sawPage = true;
      } else {
        expect(res.status).toBe(403);
        expect(errorCodes(res.body)).toEqual(['flash_sale']);
      }
    }
    expect(sawPage, 'the demo data runs a flash sale in some module').toBe(true);
  });

  it('api2 §8.3 flash-sales/items: 403 validation without flash_sale_id', async () => {
    const res = await server.op('get', '/api/v1/flash-sales/items', { headers: s.h('food') });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('flash_sale_id');
  });
});

describe('module banners (other-banners)', () => {
  const ok = (res: Awaited<ReturnType<Server['op']>>) => {
    expectContract(res, 200);
    return res.body as Record<string, any>;
  };

  it("turn4 §3.3 other-banners: the older client's `${promotional_banner_url}/<file>` is each banner's own full URL", async () => {
    const food = ok(await server.op('get', '/api/v1/other-banners', { headers: s.h('food') }));
    expect(`${food.promotional_banner_url}/${food.bottom_section_banner}`).toBe(food.bottom_section_banner_full_url);
    expect(food.promotional_banner_s3_url).toEqual(expect.any(String));
    const parcel = ok(await server.op('get', '/api/v1/other-banners', { headers: s.h('parcel') }));
    expect(parcel.banners.length).toBeGreaterThan(0);
    for (const b of parcel.banners) expect(`${parcel.promotional_banner_url}/${b.value}`).toBe(b.value_full_url);
  });

  it("turn4 §3.3 other-banners/why-choose: `${why_choose_url}/<image>` is each card's image_full_url; an empty module still has the folder", async () => {
    const parcel = ok(await server.op('get', '/api/v1/other-banners/why-choose', { headers: s.h('parcel') }));
    expect(parcel.banners.length).toBeGreaterThan(0);
    for (const b of parcel.banners) expect(`${parcel.why_choose_url}/${b.image}`).toBe(b.image_full_url);
    const food = ok(await server.op('get', '/api/v1/other-banners/why-choose', { headers: s.h('food') }));
    expect(food).toMatchObject({ banners: [], why_choose_url: expect.any(String) });
  });

  it('turn4 §3.3 other-banners/video-content: `${promotional_banner_url}/<banner_image>` is banner_image_full_url', async () => {
    const parcel = ok(await server.op('get', '/api/v1/other-banners/video-content', { headers: s.h('parcel') }));
    expect(`${parcel.promotional_banner_url}/${parcel.banner_image}`).toBe(parcel.banner_image_full_url);
    expect(parcel.banner_video_content_url).toEqual(expect.any(String));
    const food = ok(await server.op('get', '/api/v1/other-banners/video-content', { headers: s.h('food') }));
    expect(food).toMatchObject({ banner_contents: [], promotional_banner_url: expect.any(String) });
  });

  it('turn4 §3.3 other-banners: 403 moduleId required', async () => {
    const res = await server.op('get', '/api/v1/other-banners', { headers: noModule() });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['moduleId']);
  });
});
