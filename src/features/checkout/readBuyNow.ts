import { readDeviceValue } from '../../api/scope';
import { DEVICE_KEYS } from '../../api/storage';
import type { CartAddPayload } from '../../domain/cart';

export type BuyNowItem = Pick<
  CartAddPayload,
  'item_id' | 'quantity' | 'price' | 'variation' | 'add_on_ids' | 'add_on_qtys'
> & { campaign?: boolean; model?: string };

/** The item kept by Buy Now (core §4), or null when there is none or it is unreadable. */
export function readBuyNow(): BuyNowItem | null {
  try {
    const value = readDeviceValue(DEVICE_KEYS.buyNow) as Partial<BuyNowItem> | null;
    if (!value || typeof value !== 'object' || !Number.isSafeInteger(Number(value.item_id))) return null;
    return {
      item_id: Number(value.item_id),
      quantity: Math.max(1, Number(value.quantity) || 1),
      price: Number(value.price) || 0,
      variation: Array.isArray(value.variation) ? value.variation : [],
      add_on_ids: Array.isArray(value.add_on_ids) ? value.add_on_ids : [],
      add_on_qtys: Array.isArray(value.add_on_qtys) ? value.add_on_qtys : [],
      campaign: value.campaign === true || value.model === 'ItemCampaign',
    };
  } catch {
    return null;
  }
}
