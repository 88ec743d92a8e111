// The catalogue's row shapes for what is sold or rented: items, add-ons, reviews and rental vehicles (each
// catalogue row's JSON `data`). The catalogue owns them; seed/ writes its demo data to fit.

export interface FoodVariation {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: Array<{
    label: string;
    optionPrice: string;
  }>;
}

export interface ItemRow {
  id: number;
  name: string;
  description: string;
  image: string;
  image_full_url: string;
  images: string[];
  images_full_url: string[];
  category_id: number;
  category_ids: {
    id: string;
    position: number;
    name: string;
  }[];
  price: number;
  tax: number;
  tax_type: string;
  discount: number;
  discount_type: 'percent' | 'amount';
  available_time_starts: string;
  available_time_ends: string;
  veg: 0 | 1;
  status: number;
  store_id: number;
  module_id: number;
  stock: number;
  unit_id: number | null;
  unit_type: string | null;
  unit: {
    id: number;
    unit: string;
  } | null;
  order_count: number;
  avg_rating: number;
  rating_count: number;
  rating: string;
  recommended: 0 | 1;
  organic: 0 | 1;
  is_halal: 0 | 1;
  maximum_cart_quantity: number | null;
  is_approved: number;
  slug: string;
  is_campaign: number;
  common_condition_id: number | null;
  brand_id: number | null;
  is_basic: number;
  is_prescription_required: 0 | 1;
  halal_tag_status: 0 | 1;
  nutritions_name: string[];
  allergies_name: string[];
  generic_name: string[];
  add_on_ids: number[];
  attributes: number[];
  choice_options: {
    name: string;
    title: string;
    options: string[];
  }[];
  variations: {
    type: string;
    price: number;
    stock: number;
  }[];
  food_variations: FoodVariation[] | null;
  tags: {
    id: number;
    tag: string;
  }[];
  translations: never[];
  storage: never[];
  created_at: string;
  updated_at: string;
}

export interface AddOnRow {
  id: number;
  name: string;
  price: number;
  store_id: number;
  status: number;
  created_at: string;
  updated_at: string;
  translations: never[];
}

export interface ReviewRow {
  id: number;
  item_id: number;
  user_id: number;
  comment: string;
  attachment: string;
  rating: number;
  order_id: number;
  item_campaign_id: null;
  status: number;
  module_id: number;
  reply: null;
  created_at: string;
  updated_at: string;
  customer: {
    id: number;
    f_name: string;
    l_name: string;
    image_full_url: null;
  };
}

export interface VehicleCategoryRow {
  id: number;
  name: string;
  image: string;
  image_full_url: string;
  status: number;
  created_at: string;
  updated_at: string;
  translations: never[];
}

export interface BrandRow {
  id: number;
  name: string;
  image: string;
  image_full_url: string;
  status: number;
  created_at: string;
  updated_at: string;
  translations: never[];
}

export interface VehicleRow {
  id: number;
  name: string;
  description: string;
  thumbnail: string;
  thumbnail_full_url: string;
  images: string;
  images_full_url: string[];
  documents_full_url: never[];
  zone_id: number;
  provider_id: number;
  brand_id: number;
  category_id: number;
  model: string;
  type: string;
  engine_capacity: string;
  engine_power: string;
  seating_capacity: string;
  air_condition: number;
  fuel_type: string;
  transmission_type: string;
  multiple_vehicles: number;
  trip_hourly: number;
  trip_distance: number;
  hourly_price: number;
  distance_price: number;
  discount_type: string;
  discount_price: number;
  tag: null;
  status: number;
  new_tag: number;
  total_trip: number;
  avg_rating: number;
  total_reviews: number;
  slug: string;
  created_at: string;
  updated_at: string;
  total_vehicle_count: number;
  vehicle_identities: {
    id: number;
    vehicle_id: number;
    provider_id: number;
    vin_number: string;
    license_plate_number: string;
  }[];
}
