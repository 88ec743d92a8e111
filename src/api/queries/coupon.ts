import { api } from '../api';
import { unwrap } from '../client';
import type { Coupon } from '../types';

/** api §5.7 coupon/apply: the coupon, when the server accepts it for this store (or rental provider). */
export const applyCoupon = (code: string, storeId: number): Promise<Coupon> =>
  unwrap(api.GET('/api/v1/coupon/apply', { params: { query: { code, store_id: storeId } } }));
