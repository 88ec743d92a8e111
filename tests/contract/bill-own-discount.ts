/**
 * bill-property.test.ts: a campaign or flash-sale line keeps its own discount (src/domain/bill.ts
 * keepsOwnDiscount), the one its card, dialog and cart line show, and the server charges that one.
 */
import type { Bill } from '../../src/domain/bill';
import { isCampaignLine } from '../../src/domain/billInput';
import { lineTotal } from '../../src/domain/cartLine';

/** The store's percent discount replaces item discounts in this bill (it runs and the purchase reached its minimum). */
export function storeDiscountReplaces(store: any, bill: Bill): boolean {
  return (
    store.discount?.discount_type === 'percent' &&
    bill.subtotal >= Number(store.discount.min_purchase ?? 0) &&
    bill.subtotal > 0
  );
}

/**
 * A campaign or flash-sale line is charged the discount its card, dialog and cart line show: the order line
 * records its own discount type, and (one unit, so no per-unit rounding) the price the cart line shows.
 */
export function ownDiscountMismatch(
  lines: any[],
  cartLines: any[] | null,
  buyNow: { entry: any; item: any } | null,
  digits: number,
): string | undefined {
  const shown =
    cartLines ??
    (buyNow
      ? [
          {
            ...buyNow.entry,
            price: lines[0]?.price,
            item_type: buyNow.entry.model === 'ItemCampaign' ? 'App\\Models\\ItemCampaign' : 'App\\Models\\Item',
            item: buyNow.item,
          },
        ]
      : []);
  for (const l of lines) {
    const campaign = l.item_campaign_id !== null;
    const flash = l.discount_type === 'flash_sale' || Boolean(l.item_details?.flash_sale);
    if (!campaign && !flash) continue;
    const want = campaign ? 'discount_on_product' : 'flash_sale';
    if (l.discount_type !== want)
      return `${campaign ? 'campaign' : 'flash-sale'} line ${l.item_campaign_id ?? l.item_id} charged as ${l.discount_type}, shown as ${want}`;
    const line = shown.find(
      (s: any) =>
        Number(s.item_id) === Number(l.item_campaign_id ?? l.item_id) && isCampaignLine(s.item_type) === campaign,
    );
    if (!line || l.quantity !== 1) continue;
    const charged =
      Math.round((l.price - l.discount_on_item + Number(l.total_add_on_price ?? 0)) * 10 ** digits) / 10 ** digits;
    const seen = lineTotal(
      { ...line, price: Number(l.price), item: { ...line.item, addons: line.item.addons ?? line.item.add_ons } },
      digits,
    );
    if (charged !== seen)
      return `${campaign ? 'campaign' : 'flash-sale'} line ${l.item_campaign_id ?? l.item_id}: shown ${seen}, charged ${charged}`;
  }
  return undefined;
}
