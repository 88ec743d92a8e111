// Seeds a fresh database with the demo catalogue, config, people and orders. Deterministic: the same
// rows every time (except password salts), so tests and screenshots can rely on ids and names.
import type { DB } from '../db/open.ts';
import { ZONES } from './geo.ts';
import { MODULES } from './modules.ts';
import { CATEGORIES, PARCEL_CATEGORIES } from './categories.ts';
import { STORES } from './stores.ts';
import { ADD_ONS, buildItem } from './items.ts';
import { FOOD_ITEMS } from './items-food.ts';
import { ECOMMERCE_ITEMS, GROCERY_ITEMS } from './items-shop.ts';
import { PHARMACY_ITEMS } from './items-pharmacy.ts';
import { VEHICLES, VEHICLE_BRANDS, VEHICLE_CATEGORIES } from './rental.ts';
import { CAMPAIGNS, FLASH_SALES, ITEM_CAMPAIGN_DEFS } from './promotions.ts';
import { BANNERS } from './banners.ts';
import { COUPONS } from './coupons.ts';
import { STORE_BANNERS } from './store-own.ts';
import { baseConfig } from './config.ts';
import { seedPeople } from './people.ts';
import { seedOrders } from './orders.ts';
import { REVIEWS } from './reviews.ts';
import { OFFLINE_PAYMENT_METHODS } from './offline-payments.ts';
import { randomBytes } from 'node:crypto';

export const ALL_ITEM_DEFS = [...FOOD_ITEMS, ...GROCERY_ITEMS, ...PHARMACY_ITEMS, ...ECOMMERCE_ITEMS];

export function seedDatabase(db: DB, now: Date): void {
  const json = (v: unknown) => JSON.stringify(v);
  const ins = (sql: string) => db.prepare(sql);

  const zone = ins('INSERT INTO zones (id, status, data) VALUES (?, ?, ?)');
  for (const z of ZONES) zone.run(z.id, z.status, json(z));
  const mod = ins('INSERT INTO modules (id, module_type, data) VALUES (?, ?, ?)');
  for (const m of MODULES) mod.run(m.id, m.module_type, json(m));
  const cat = ins('INSERT INTO categories (id, module_id, parent_id, data) VALUES (?, ?, ?, ?)');
  for (const c of CATEGORIES) cat.run(c.id, c.module_id, c.parent_id, json(c));
  const parcel = ins('INSERT INTO parcel_categories (id, module_id, data) VALUES (?, ?, ?)');
  for (const c of PARCEL_CATEGORIES) parcel.run(c.id, c.module_id, json(c));
  const store = ins('INSERT INTO stores (id, module_id, zone_id, slug, data) VALUES (?, ?, ?, ?, ?)');
  for (const s of STORES) store.run(s.id, s.module_id, s.zone_id, s.slug, json(s));
  const addOn = ins('INSERT INTO add_ons (id, store_id, data) VALUES (?, ?, ?)');
  for (const a of ADD_ONS) addOn.run(a.id, a.store_id, json(a));
  const item = ins('INSERT INTO items (id, module_id, store_id, slug, stock, data) VALUES (?, ?, ?, ?, ?, ?)');
  ALL_ITEM_DEFS.forEach((d, i) => {
    const built = buildItem(d, i);
    item.run(built.id, built.module_id, built.store_id, built.slug, built.stock, json(built));
  });
  const itemCampaign = ins('INSERT INTO item_campaigns (id, module_id, store_id, data) VALUES (?, ?, ?, ?)');
  ITEM_CAMPAIGN_DEFS.forEach((d, i) => {
    const built = buildItem(
      {
        id: d.id,
        store_id: d.store_id,
        module_id: d.module_id,
        name: d.title,
        price: d.price,
        category: d.category,
        description: d.description,
        discount: d.discount,
        discount_type: d.discount_type as 'percent' | 'amount',
        veg: d.veg as 0 | 1,
        stock: 50,
        maximum_cart_quantity: d.maximum_cart_quantity ?? null,
        available: [`${d.time[0]}:00`, `${d.time[1]}:59`],
      },
      i,
    );
    const row = {
      ...built,
      is_campaign: 1,
      available_date_starts: d.starts,
      available_date_ends: d.ends,
      available_time_starts: d.time[0],
      available_time_ends: d.time[1],
    };
    itemCampaign.run(d.id, d.module_id, d.store_id, json(row));
  });
  const campaign = ins('INSERT INTO campaigns (id, module_id, data) VALUES (?, ?, ?)');
  for (const c of CAMPAIGNS) campaign.run(c.id, c.module_id, json(c));
  const sale = ins('INSERT INTO flash_sales (id, module_id, data) VALUES (?, ?, ?)');
  for (const s of FLASH_SALES) sale.run(s.id, s.module_id, json(s));
  const banner = ins('INSERT INTO banners (id, module_id, data) VALUES (?, ?, ?)');
  for (const b of [...BANNERS, ...STORE_BANNERS]) banner.run(b.id, b.module_id, json(b));
  const coupon = ins('INSERT INTO coupons (id, code, module_id, data) VALUES (?, ?, ?, ?)');
  for (const c of COUPONS) coupon.run(c.id, c.code, c.module_id, json(c));
  const vcat = ins('INSERT INTO vehicle_categories (id, data) VALUES (?, ?)');
  for (const c of VEHICLE_CATEGORIES) vcat.run(c.id, json(c));
  const brand = ins('INSERT INTO vehicle_brands (id, data) VALUES (?, ?)');
  for (const b of VEHICLE_BRANDS) brand.run(b.id, json(b));
  const vehicle = ins('INSERT INTO vehicles (id, provider_id, slug, data) VALUES (?, ?, ?, ?)');
  for (const v of VEHICLES) vehicle.run(v.id, v.provider_id, v.slug, json(v));
  const review = ins('INSERT INTO reviews (id, item_id, data) VALUES (?, ?, ?)');
  for (const r of REVIEWS) review.run(r.id, r.item_id, json(r));

  const setting = ins('INSERT INTO settings (key, value) VALUES (?, ?)');
  setting.run('config', json(baseConfig()));
  setting.run('offline_payment_methods', json(OFFLINE_PAYMENT_METHODS));
  // Signs demo identity-provider tokens; random per database so tokens never outlive a reset.
  setting.run('idp_secret', randomBytes(32).toString('hex'));

  seedPeople(db);
  seedOrders(db, now);
}
