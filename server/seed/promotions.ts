// Promotions: basic campaigns (with participating stores), item campaigns and flash sales (banners in
// banners.ts, coupons in coupons.ts). Running windows end in 2099 so the demo stays valid; one campaign is
// expired on purpose (campaign "Winter Fest 2023").
import { image, stamp } from './common.ts';
import type { CampaignRow, FlashSaleRow } from '../catalog/promotion-rows.ts';

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
  {
    id: 2,
    module_id: 2,
    title: 'Fresh Week',
    description: 'Farm-fresh produce at lower prices.',
    starts: '2024-01-01',
    ends: '2099-12-31',
    start_time: '00:00',
    end_time: '23:59',
    stores: [6, 7],
  },
  {
    id: 3,
    module_id: 1,
    title: 'Winter Fest 2023',
    description: 'Ended campaign.',
    starts: '2023-12-01',
    ends: '2023-12-31',
    start_time: null,
    end_time: null,
    stores: [1],
  },
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
