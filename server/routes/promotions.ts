// banners, campaigns (basic, details, item), flash-sales (+ items), parcel-category
// (platform-api-more §8.1–8.3). Campaign and flash-sale calls answer a missing zoneId with 200 + errors.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Campaign, Catalog, FlashSale } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { moduleOf, parseZoneIds, zonesOf } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { validate } from '../http/validate.ts';
import { inDateWindow } from '../catalog/time.ts';
import { formatItem, runningSales } from '../format/item.ts';
import { formatStore } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { storeBanners } from '../services/store-banners.ts';

const ZONE_ERRORS = { errors: [{ code: 'zoneId', message: 'Zone id required' }] };

const running = (cmp: Campaign, now: Date) =>
  cmp.status === 1 &&
  inDateWindow(now, cmp.available_date_starts, cmp.available_date_ends, cmp.start_time, cmp.end_time);
const campaignOut = ({ store_ids: _s, ...rest }: Campaign) => rest;
const storeInZones = (catalog: Catalog, storeId: number, zoneIds: number[]) => {
  const s = catalog.storeById.get(storeId);
  return !!s && s.status === 1 && zoneIds.includes(s.zone_id);
};

/** Zone ids, or null after answering 200 with the errors body (campaign/flash-sale quirk). */
const softZones = (c: Context) => parseZoneIds(c.req.header('zoneId'));

function banners(c: Context, deps: Deps) {
  const { catalog } = deps;
  const zoneIds = zonesOf(c);
  const mod = moduleOf(c, deps, 'optional');
  const featured = !!c.req.query('featured') && c.req.query('featured') !== '0';
  const now = deps.now();
  const view = viewOf(c, now);
  const banners = catalog.banners
    .filter(
      (b) =>
        b.created_by === 'admin' &&
        b.status === 1 &&
        (!mod || b.module_id === mod.id) &&
        zoneIds.includes(b.zone_id) &&
        (!featured || b.featured === 1),
    )
    .filter(
      (b) =>
        b.type === 'default' || (b.type === 'store_wise' && b.data !== null && storeInZones(catalog, b.data, zoneIds)),
    )
    .map((b) => ({
      id: b.id,
      title: b.title,
      type: b.type,
      image: b.image,
      link: b.type === 'default' ? b.default_link : null,
      store:
        b.type === 'store_wise' && b.data !== null ? formatStore(catalog, catalog.storeById.get(b.data)!, view) : null,
      item: null,
      image_full_url: b.image_full_url,
    }));
  const campaigns = featured
    ? []
    : catalog.campaigns
        .filter(
          (cmp) =>
            (!mod || cmp.module_id === mod.id) &&
            running(cmp, now) &&
            cmp.store_ids.some((s) => storeInZones(catalog, s, zoneIds)),
        )
        .map(campaignOut);
  return send(c, { campaigns, banners });
}

export function registerPromotions(r: Routes, deps: Deps): void {
  const { catalog } = deps;

  r.get('/banners', (c) => banners(c, deps));

  r.get('/banners/:store_id', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    return send(c, storeBanners(catalog, c.req.param('store_id') ?? '', mod.id, zonesOf(c)));
  });

  r.get('/campaigns/basic', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = softZones(c);
    if (!zoneIds) return send(c, ZONE_ERRORS);
    const now = deps.now();
    return send(
      c,
      catalog.campaigns
        .filter(
          (cmp) =>
            cmp.module_id === mod.id &&
            running(cmp, now) &&
            cmp.store_ids.some((s) => storeInZones(catalog, s, zoneIds)),
        )
        .map(campaignOut),
    );
  });

  r.get('/campaigns/basic-campaign-details', (c) => {
    moduleOf(c, deps, 'required');
    const q = c.req.query();
    validate(q, { basic_campaign_id: 'required|integer' });
    const zoneIds = softZones(c);
    if (!zoneIds) return send(c, ZONE_ERRORS);
    const now = deps.now();
    const cmp = catalog.campaigns.find((x) => x.id === Number(q.basic_campaign_id));
    if (!cmp || !running(cmp, now)) return send(c, []);
    const view = viewOf(c, now);
    const stores = cmp.store_ids
      .filter((s) => storeInZones(catalog, s, zoneIds))
      .map((s) => formatStore(catalog, catalog.storeById.get(s)!, view));
    return send(c, { ...campaignOut(cmp), stores });
  });

  r.get('/campaigns/item', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = softZones(c);
    if (!zoneIds) return send(c, ZONE_ERRORS);
    const now = deps.now();
    return send(
      c,
      catalog.campaignItems
        .filter(
          (ci) =>
            ci.module_id === mod.id &&
            storeInZones(catalog, ci.store_id, zoneIds) &&
            inDateWindow(now, ci.available_date_starts, ci.available_date_ends),
        )
        .map((ci) => formatItem(catalog, ci, now)),
    );
  });

  registerFlashSales(r, deps);

  r.get('/parcel-category', (c) => {
    const mod = moduleOf(c, deps, 'optional');
    return send(
      c,
      catalog.parcelCategories.filter((p) => !mod || p.module_id === mod.id || mod.module_type !== 'parcel'),
    );
  });
}

function registerFlashSales(r: Routes, deps: Deps): void {
  const { catalog } = deps;
  const saleEntries = (s: FlashSale, zoneIds: number[], now: Date) =>
    s.entries
      .filter((e) => e.status === 1 && e.available_stock > 0)
      .map((e) => ({ e, item: catalog.itemById.get(e.item_id)! }))
      .filter(({ item }) => item && storeInZones(catalog, item.store_id, zoneIds))
      .map(({ e, item }) => {
        const formatted = formatItem(catalog, item, now);
        const off = e.discount_type === 'percent' ? (item.price * e.discount) / 100 : e.discount;
        return { ...e, discount_amount: off, price: item.price, item: formatted };
      });

  r.get('/flash-sales', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = softZones(c);
    if (!zoneIds) return send(c, ZONE_ERRORS);
    const now = deps.now();
    for (const s of runningSales(catalog, now).filter((x) => x.module_id === mod.id)) {
      const active = saleEntries(s, zoneIds, now);
      if (active.length) {
        const { entries: _e, ...sale } = s;
        return send(c, { ...sale, active_products: active });
      }
    }
    return send(c, {});
  });

  r.get('/flash-sales/items', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const q = c.req.query();
    validate(q, { flash_sale_id: 'required|integer' });
    const zoneIds = zonesOf(c);
    const now = deps.now();
    // flash_sale_id is required but, like the platform, not used to choose the sale.
    const sale = runningSales(catalog, now).find((x) => x.module_id === mod.id);
    if (!sale) fail(403, 'flash_sale', 'Not found');
    const page = paginate(saleEntries(sale, zoneIds, now), q);
    const { entries: _e, ...saleOut } = sale;
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      flash_sale: saleOut,
      products: page.rows,
    });
  });
}
