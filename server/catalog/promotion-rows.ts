// The catalogue's row shapes for promotions: campaigns, flash sales, banners and coupons (each catalogue
// row's JSON `data`). The catalogue owns them; seed/ writes its demo data to fit.

export interface CampaignRow {
  id: number;
  title: string;
  image: string;
  description: string;
  status: number;
  admin_id: number;
  start_time: string | null;
  end_time: string | null;
  module_id: number;
  created_at: string;
  updated_at: string;
  image_full_url: string;
  available_date_starts: string;
  available_date_ends: string;
  storage: never[];
  translations: never[];
  store_ids: number[];
}

export interface FlashSaleRow {
  id: number;
  module_id: number;
  title: string;
  is_publish: number;
  admin_discount_percentage: number;
  vendor_discount_percentage: number;
  start_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
  translations: never[];
  entries: {
    id: number;
    flash_sale_id: number;
    item_id: number;
    stock: number;
    sold: number;
    available_stock: number;
    discount_type: 'percent' | 'amount';
    discount: number;
    status: number;
    created_at: string;
    updated_at: string;
  }[];
}

export interface BannerRow {
  id: number;
  title: string;
  type: string;
  image: string;
  image_full_url: string;
  status: number;
  data: number | null;
  zone_id: number;
  module_id: number;
  featured: number;
  default_link: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface CouponRow {
  id: number;
  title: string;
  code: string;
  start_date: string;
  expire_date: string;
  min_purchase: number;
  max_discount: number;
  discount: number;
  discount_type: 'percent' | 'amount';
  coupon_type: string;
  limit: number | null;
  status: number;
  data: string | null;
  total_uses: number;
  module_id: number;
  created_by: string;
  customer_id: string;
  slug: string;
  store_id: number | null;
  created_at: string;
  updated_at: string;
  translations: never[];
}
