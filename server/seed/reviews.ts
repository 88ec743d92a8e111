// A few item reviews so items/details has `reviews[]` with a customer.
import { stamp } from './common.ts';
import type { ReviewRow } from '../catalog/item-rows.ts';

export const REVIEWS: ReviewRow[] = [
  [1, 1, 5, 'Best burger in Dhanmondi!'],
  [2, 1, 4, 'Great taste, a bit salty.'],
  [3, 3, 5, 'Loved the cheese burst crust.'],
  [4, 101, 5, 'Fresh and sweet.'],
  [5, 303, 4, 'Good sound for the price.'],
  // best-reviewed rows of the grocery, pharmacy and shop homes (turn4 §2.1)
  [6, 203, 5, 'Kept the whole family going through winter.'],
  [7, 107, 5, 'Thick and creamy.'],
  [8, 305, 4, 'Charges my laptop fast.'],
].map(([id, item_id, rating, comment], i) => ({
  id: id as number,
  item_id: item_id as number,
  user_id: 1,
  comment: comment as string,
  attachment: '[]',
  rating: rating as number,
  order_id: 100001,
  item_campaign_id: null,
  status: 1,
  module_id: 1,
  reply: null,
  created_at: stamp(10 + i),
  updated_at: stamp(10 + i),
  customer: { id: 1, f_name: 'Demo', l_name: 'Customer', image_full_url: null },
}));
