/** The app's words for the server cart (api §5.8): a line and the item it holds. */
import type { Item, ItemAddOn } from './item.ts';

/** A server cart line as the cart's rules read it; the generated CartLine fits it (tests/unit/api-shapes). */
export interface CartLine {
  id: number;
  item_id: number;
  /** `App\Models\Item` or `App\Models\ItemCampaign`: which model the line's item is. */
  item_type?: string | null;
  price: number;
  quantity: number;
  variation: ReadonlyArray<unknown>;
  add_on_ids: ReadonlyArray<number>;
  add_on_qtys: ReadonlyArray<number>;
  item: Item & { addons?: ReadonlyArray<ItemAddOn & { isChecked?: boolean; quantity?: number }> };
}

/**
 * The part of a cart line the item configuration compares with the customer's choice (core §4 "an item
 * matches a cart line by its id and selected variation"); it never reads the line's item, so a line the
 * configuration holds may come without it.
 */
export type CartLineChoice = Pick<CartLine, 'id' | 'item_id' | 'item_type' | 'quantity'> &
  Partial<Pick<CartLine, 'price' | 'variation' | 'add_on_ids' | 'add_on_qtys'>>;
