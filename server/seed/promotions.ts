// Promotions: basic campaigns (with participating stores), item campaigns, flash sales, banners and
// coupons of every type. Running windows end in 2099 so the demo stays valid; one campaign and one
// coupon are expired on purpose (campaign "Winter Fest 2023", coupon OLD2020 → 407).
import { image, stamp } from './common.ts';
import type { BannerRow, CampaignRow, CouponRow, FlashSaleRow } from '../catalog/promotion-rows.ts';

export const CAMPAIGNS: CampaignRow[] = [
  {
    id: 1,
    module_id: 1,
    title: 'Eid Feast',
    description: 'Special Eid menus from our partner restaurants.',
    starts: '2024-01-01',
    ends: '2099-12-31',
    start_time: null,
    end_time: null,
    stores: [1, 2],
  },
  { id: 2, module_id: 2, title: 'Fresh Week', description: 'Farm-fresh produce at lower prices.', starts: '2024-01-01', ends: '2099-12-31', start_time: '00:00', end_time: '23:59', stores: [6, 7] },
  { id: 3, module_id: 1, title: 'Winter Fest 2023', description: 'Ended campaign.', starts: '2023-12-01', ends: '2023-12-31', start_time: null, end_time: null, stores: [1] },
  {
    id: 4,
    module_id: 3,
    title: 'Health Week',
    description: 'Medicines and care products from partner pharmacies, delivered fast.',
    starts: '2024-01-01',
    ends: '2099-12-31',
    start_time: null,
    end_time: null,
    stores: [10, 11],
  },
  {
    id: 5,
    module_id: 4,
    title: 'Style Days',
    description: 'Fashion and gadgets from our partner shops.',
    starts: '2024-01-01',
    ends: '2099-12-31',
    start_time: null,
    end_time: null,
    stores: [14, 15],
  },
].map((c, i) => {
  const img = image('campaign', c.title);
  return {
    id: c.id,
    title: c.title,
    image: img.file,
    description: c.description,
    status: 1,
    admin_id: 1,
    start_time: c.start_time,
    end_time: c.end_time,
    module_id: c.module_id,
    created_at: stamp(i),
    updated_at: stamp(i),
    image_full_url: img.url,
    available_date_starts: c.starts,
    available_date_ends: c.ends,
    storage: [],
    translations: [],
    store_ids: c.stores,
  };
});

/** Item campaigns: added to the cart with model "ItemCampaign"; they have no details route. */
export const ITEM_CAMPAIGN_DEFS = [
  {
    id: 1,
    store_id: 1,
    module_id: 1,
    title: 'Eid Special Platter',
    price: 650,
    discount: 15,
    discount_type: 'percent',
    category: 1,
    veg: 0,
    description: '<p>Burger, fries and lassi for two.</p>',
    starts: '2024-01-01',
    ends: '2099-12-31',
    time: ['00:00', '23:59'],
  },
  {
    id: 2,
    store_id: 6,
    module_id: 2,
    title: 'Fresh Fruit Basket',
    price: 900,
    discount: 100,
    discount_type: 'amount',
    category: 11,
    veg: 1,
    description: '<p>Seasonal fruit, hand picked.</p>',
    starts: '2024-01-01',
    ends: '2099-12-31',
    time: ['00:00', '23:59'],
    maximum_cart_quantity: 2,
  },
];

export const FLASH_SALES: FlashSaleRow[] = [
  {
    id: 1,
    module_id: 4,
    title: 'Gadget Flash Sale',
    entries: [
      [303, 10, 2, 'percent', 15],
      [301, 20, 5, 'amount', 50],
      [307, 4, 4, 'percent', 25], // sold out: listed nowhere, the jacket sells at its own price again
    ] as const,
  },
  { id: 2, module_id: 2, title: 'Fruit Flash Sale', entries: [[102, 30, 10, 'percent', 20]] as const },
].map((s, i) => ({
  id: s.id,
  module_id: s.module_id,
  title: s.title,
  is_publish: 1,
  admin_discount_percentage: 50,
  vendor_discount_percentage: 50,
  start_date: '2024-01-01T00:00:00.000000Z',
  end_date: '2099-12-31T23:59:59.000000Z',
  created_at: stamp(i),
  updated_at: stamp(i),
  translations: [],
  entries: s.entries.map(([item_id, stock, sold, discount_type, discount], k) => ({
    id: s.id * 10 + k,
    flash_sale_id: s.id,
    item_id,
    stock,
    sold,
    available_stock: stock - sold,
    discount_type,
    discount,
    status: 1,
    created_at: stamp(i),
    updated_at: stamp(i),
  })),
}));

export const BANNERS: BannerRow[] = [
  { id: 1, module_id: 1, title: 'Burger Week', type: 'store_wise', data: 1, zone_id: 2, featured: 0 },
  { id: 2, module_id: 1, title: 'Free Delivery Weekend', type: 'default', data: null, zone_id: 1, featured: 1, link: 'https://example.com/free-delivery' },
  { id: 3, module_id: 2, title: 'Fresh Mart Deals', type: 'store_wise', data: 6, zone_id: 2, featured: 0 },
  { id: 4, module_id: 4, title: 'Gadget Days', type: 'store_wise', data: 15, zone_id: 2, featured: 1 },
  { id: 5, module_id: 3, title: 'Health Check', type: 'default', data: null, zone_id: 1, featured: 0, link: 'https://example.com/health' },
  { id: 6, module_id: 1, title: 'Item Promo', type: 'item_wise', data: 1, zone_id: 2, featured: 0 }, // never returned (platform skips item_wise)
].map((b, i) => {
  const img = image('banner', b.title);
  return {
    id: b.id,
    title: b.title,
    type: b.type,
    image: img.file,
    image_full_url: img.url,
    status: 1,
    data: b.data,
    zone_id: b.zone_id,
    module_id: b.module_id,
    featured: b.featured,
    default_link: b.link ?? null,
    created_by: 'admin',
    created_at: stamp(i),
    updated_at: stamp(i),
  };
});

type CouponDef = {
  id: number;
  title: string;
  code: string;
  type: string;
  discount: number;
  discount_type: 'percent' | 'amount';
  min: number;
  max: number;
  limit: number | null;
  module: number;
  data?: string;
  store_id?: number | null;
  expire?: string;
  created_by?: string;
};

const COUPON_DEFS: CouponDef[] = [
  { id: 1, title: 'Welcome 10%', code: 'WELCOME10', type: 'default', discount: 10, discount_type: 'percent', min: 200, max: 100, limit: 5, module: 1 },
  { id: 2, title: 'Zone 50 off', code: 'ZONE50', type: 'zone_wise', discount: 50, discount_type: 'amount', min: 300, max: 0, limit: 3, module: 1, data: '[2]' },
  { id: 3, title: 'Burger Barn 20%', code: 'BURGER20', type: 'store_wise', discount: 20, discount_type: 'percent', min: 0, max: 80, limit: 10, module: 1, store_id: 1, created_by: 'vendor' },
  { id: 4, title: 'First order 100 off', code: 'FIRST100', type: 'first_order', discount: 100, discount_type: 'amount', min: 500, max: 0, limit: 1, module: 1 },
  { id: 5, title: 'Free delivery', code: 'FREESHIP', type: 'free_delivery', discount: 0, discount_type: 'amount', min: 0, max: 0, limit: 10, module: 1 },
  { id: 6, title: 'Old coupon', code: 'OLD2020', type: 'default', discount: 20, discount_type: 'percent', min: 0, max: 0, limit: 10, module: 1, expire: '2020-12-31' },
  { id: 7, title: 'One time only', code: 'ONCE', type: 'default', discount: 30, discount_type: 'amount', min: 0, max: 0, limit: 1, module: 1 },
  { id: 8, title: 'Fresh 15%', code: 'FRESH15', type: 'default', discount: 15, discount_type: 'percent', min: 300, max: 150, limit: 5, module: 2 },
  { id: 9, title: 'Style Hub 15%', code: 'STYLE15', type: 'store_wise', discount: 15, discount_type: 'percent', min: 1000, max: 300, limit: 5, module: 4, store_id: 14, created_by: 'vendor' },
  // Rental (module 6): a trip coupon for every provider, and one for City Car Rentals only (provider 18).
  { id: 10, title: 'Ride 15%', code: 'RIDE15', type: 'default', discount: 15, discount_type: 'percent', min: 500, max: 300, limit: 10, module: 6 },
  { id: 11, title: 'City Car Rentals 100 off', code: 'CITY100', type: 'store_wise', discount: 100, discount_type: 'amount', min: 0, max: 0, limit: 5, module: 6, store_id: 18, created_by: 'vendor' },
];

export const COUPONS: CouponRow[] = COUPON_DEFS.map((c, i) => ({
  id: c.id,
  title: c.title,
  code: c.code,
  start_date: '2024-01-01',
  expire_date: c.expire ?? '2099-12-31',
  min_purchase: c.min,
  max_discount: c.max,
  discount: c.discount,
  discount_type: c.discount_type,
  coupon_type: c.type,
  limit: c.limit,
  status: 1,
  data: c.data ?? (c.type === 'store_wise' ? JSON.stringify([String(c.store_id)]) : null),
  total_uses: 0,
  module_id: c.module,
  created_by: c.created_by ?? 'admin',
  customer_id: '["all"]',
  slug: c.code.toLowerCase(),
  store_id: c.store_id ?? null,
  created_at: stamp(i),
  updated_at: stamp(i),
  translations: [],
}));
