// Coupons of every type (default, zone, store, first order, free delivery, rental trips). Running windows end
// in 2099 so the demo stays valid; coupon OLD2020 is expired on purpose (→ 407).
import { stamp } from './common.ts';
import type { CouponRow } from '../catalog/promotion-rows.ts';

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
  {
    id: 1,
    title: 'Welcome 10%',
    code: 'WELCOME10',
    type: 'default',
    discount: 10,
    discount_type: 'percent',
    min: 200,
    max: 100,
    limit: 5,
    module: 1,
  },
  {
    id: 2,
    title: 'Zone 50 off',
    code: 'ZONE50',
    type: 'zone_wise',
    discount: 50,
    discount_type: 'amount',
    min: 300,
    max: 0,
    limit: 3,
    module: 1,
    data: '[2]',
  },
  {
    id: 3,
    title: 'Burger Barn 20%',
    code: 'BURGER20',
    type: 'store_wise',
    discount: 20,
    discount_type: 'percent',
    min: 0,
    max: 80,
    limit: 10,
    module: 1,
    store_id: 1,
    created_by: 'vendor',
  },
  {
    id: 4,
    title: 'First order 100 off',
    code: 'FIRST100',
    type: 'first_order',
    discount: 100,
    discount_type: 'amount',
    min: 500,
    max: 0,
    limit: 1,
    module: 1,
  },
  {
    id: 5,
    title: 'Free delivery',
    code: 'FREESHIP',
    type: 'free_delivery',
    discount: 0,
    discount_type: 'amount',
    min: 0,
    max: 0,
    limit: 10,
    module: 1,
  },
  {
    id: 6,
    title: 'Old coupon',
    code: 'OLD2020',
    type: 'default',
    discount: 20,
    discount_type: 'percent',
    min: 0,
    max: 0,
    limit: 10,
    module: 1,
    expire: '2020-12-31',
  },
  {
    id: 7,
    title: 'One time only',
    code: 'ONCE',
    type: 'default',
    discount: 30,
    discount_type: 'amount',
    min: 0,
    max: 0,
    limit: 1,
    module: 1,
  },
  {
    id: 8,
    title: 'Fresh 15%',
    code: 'FRESH15',
    type: 'default',
    discount: 15,
    discount_type: 'percent',
    min: 300,
    max: 150,
    limit: 5,
    module: 2,
  },
  {
    id: 9,
    title: 'Style Hub 15%',
    code: 'STYLE15',
    type: 'store_wise',
    discount: 15,
    discount_type: 'percent',
    min: 1000,
    max: 300,
    limit: 5,
    module: 4,
    store_id: 14,
    created_by: 'vendor',
  },
  // Rental (module 6): a trip coupon for every provider, and one for City Car Rentals only (provider 18).
  {
    id: 10,
    title: 'Ride 15%',
    code: 'RIDE15',
    type: 'default',
    discount: 15,
    discount_type: 'percent',
    min: 500,
    max: 300,
    limit: 10,
    module: 6,
  },
  {
    id: 11,
    title: 'City Car Rentals 100 off',
    code: 'CITY100',
    type: 'store_wise',
    discount: 100,
    discount_type: 'amount',
    min: 0,
    max: 0,
    limit: 5,
    module: 6,
    store_id: 18,
    created_by: 'vendor',
  },
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
