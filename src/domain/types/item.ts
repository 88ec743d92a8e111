/**
 * The app's words for an item (core §3 Item): the fields the cart, the availability rules and the item
 * configuration read. The generated schema's Item (src/api/schema.gen.ts) fits each of them; the fit is
 * checked at compile time in tests/unit/api-shapes.test.ts, so a contract change fails `tsc`, not a customer.
 */

/** One value of a food option group; its price arrives as a string (`optionPrice: "10"`). */
export interface FoodOptionValue {
  label: string;
  optionPrice?: string | number | null;
  isSelected?: boolean;
}

/** A food option group as the platform sends it (min/max may be strings, `required` is "on"/"off"). */
export interface FoodOptionGroup {
  name: string;
  type?: string;
  min?: number | string;
  max?: number | string;
  required?: string;
  values: ReadonlyArray<FoodOptionValue>;
}

/** A shop item's variation (grocery, pharmacy, ecommerce): one combination of choices with its price. */
export interface ItemVariation {
  type: string;
  price: number;
  stock?: number | null;
}

export interface ItemAddOn {
  id: number;
  name?: string;
  price: number;
}

/** What the cart keeps and reads of an item: its store and module, price, discount, stock and options. */
export interface Item {
  id: number;
  name?: string;
  slug?: string | null;
  store_id: number;
  store_name?: string | null;
  module_id?: number;
  module_type?: string | null;
  price: number;
  discount?: number;
  discount_type?: string;
  stock?: number | null;
  maximum_cart_quantity?: number | null;
  variations?: ReadonlyArray<ItemVariation> | null;
  food_variations?: ReadonlyArray<FoodOptionGroup> | '' | null;
  available_date_starts?: string | null;
}

/**
 * An item as the configuration rules take it in (domain/itemOptions itemSpecOf). A different concept from
 * Item: the raw material the rules normalise into an ItemSpec, so its option lists are `unknown` (each entry
 * is checked as it is read) and its store may be unknown yet (a product page before its store loads).
 */
export interface ItemToConfigure {
  id: number;
  store_id?: number | null;
  price: number | string;
  discount?: number | string | null;
  discount_type?: string | null;
  stock?: number | null;
  maximum_cart_quantity?: number | null;
  module_type?: string | null;
  module?: { module_type?: string | null } | Record<string, unknown> | null;
  food_variations?: unknown;
  choice_options?: unknown;
  variations?: unknown;
  add_ons?: unknown;
  available_date_starts?: string | null;
}

/** When an item can be ordered (core §4 Stock and availability): its daily window and campaign start. */
export interface ItemAvailability {
  available_time_starts?: string | null;
  available_time_ends?: string | null;
  available_date_starts?: string | null;
  schedule_order?: boolean | number | null;
}
