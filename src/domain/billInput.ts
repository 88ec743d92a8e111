/**
 * Builds the bill's input (bill.ts) from the API data the checkout page holds: cart lines (api §5.8) or the
 * buy-now item with its details, the store details (§5.2), the zone of the address (get-zone-id
 * zone_data, whose modules carry the delivery pivot), the config, the applied coupon, the distance and the
 * customer's choices. One call: billInputFrom(...).
 */
import type { BillConfig, BillInput, BillLine, BillOrderType, BillStore, BillZone } from './bill';
import type { Coupon } from './types/coupon';
import type { LatLng, ZoneData } from './types/location';
import { toNumber } from './money';
import { flagOn } from './flags';
import { lineTotalsOf } from './billDiscounts';

/** acc §9: the straight-line estimate uses an earth radius of 6378137 m. */
export const EARTH_RADIUS_M = 6378137;

/** Great-circle distance in metres (haversine, radius 6378137 m). */
export function straightLineMeters(a: LatLng, b: LatLng): number {
  const rad = (d: number | string) => (toNumber(d) * Math.PI) / 180;
  const dLat = rad(b.lat) - rad(a.lat);
  const dLng = rad(b.lng) - rad(a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The reference distance service's city detour factor (server/catalog/geo.ts DETOUR). */
export const DETOUR = 1.3;

/**
 * acc §9: the delivery distance in km: the distance call's metres when it answered, else the straight-line
 * estimate (radius 6378137 m) scaled as the distance service scales it (× 1.3, whole metres) — the figure
 * the server charges by whatever distance is posted (server/catalog/geo.ts drivingMetres), so the page
 * shows what is charged even when the distance call failed. Post this same number as order/place `distance`.
 */
export function distanceKm(meters: number | null | undefined, store: LatLng | null, address: LatLng | null): number {
  if (typeof meters === 'number' && Number.isFinite(meters) && meters >= 0) return meters / 1000;
  if (!store || !address) return 0;
  return Math.round(straightLineMeters(store, address) * DETOUR) / 1000;
}

/** The metres of a distance-api answer (`distanceMeters`, or rows[0].elements[0].distance.value), else null. */
export function metersOfDistanceAnswer(answer: unknown): number | null {
  const a = answer as {
    distanceMeters?: unknown;
    rows?: Array<{ elements?: Array<{ distance?: { value?: unknown } }> }>;
  } | null;
  const direct = Number(a?.distanceMeters);
  if (a?.distanceMeters !== undefined && Number.isFinite(direct)) return direct;
  const nested = Number(a?.rows?.[0]?.elements?.[0]?.distance?.value);
  return a?.rows?.[0]?.elements?.[0]?.distance?.value !== undefined && Number.isFinite(nested) ? nested : null;
}

interface AddOnPriced {
  id: number;
  price: number;
  name?: string;
}

interface PricedItem {
  price: number;
  /** 1 while the item is in a running flash sale (items/details and cart lines report it). */
  flash_sale?: number | boolean | null;
  discount?: number | null;
  discount_type?: string | null;
  module_type?: string | null;
  variations?: ReadonlyArray<{ type: string; price: number }> | null;
  food_variations?:
    | ReadonlyArray<{ name: string; values: ReadonlyArray<{ label: string; optionPrice?: string | number | null }> }>
    | ''
    | null;
  add_ons?: ReadonlyArray<AddOnPriced> | null;
  addons?: ReadonlyArray<AddOnPriced> | null;
}

/** A server cart line as the bill reads it (the API CartLine fits). */
export interface BillCartLine {
  price: number;
  quantity: number;
  add_on_ids: ReadonlyArray<number>;
  add_on_qtys: ReadonlyArray<number>;
  /** 'App\\Models\\ItemCampaign' for a campaign item's line. */
  item_type?: string | null;
  item: Pick<PricedItem, 'discount' | 'discount_type' | 'addons' | 'add_ons' | 'flash_sale'>;
}

/** A cart line of a campaign item (the platform's item_type, with or without its backslashes). */
export const isCampaignLine = (itemType: string | null | undefined): boolean => /ItemCampaign$/.test(itemType ?? '');

function addOnsOf(
  item: Pick<PricedItem, 'addons' | 'add_ons'>,
  ids: ReadonlyArray<number>,
  qtys: ReadonlyArray<number>,
) {
  const known = [...(item.addons ?? []), ...(item.add_ons ?? [])];
  return ids.flatMap((id, i) => {
    const a = known.find((x) => x.id === Number(id));
    return a ? [{ price: toNumber(a.price), quantity: Math.max(1, Math.trunc(toNumber(qtys[i] ?? 1)) || 1) }] : [];
  });
}

/** Cart lines (page=cart): the line's price is the server's (chosen variation), the discount the item's. */
export function billLinesFromCart(lines: ReadonlyArray<BillCartLine>): BillLine[] {
  return lines.map((l) => ({
    price: toNumber(l.price),
    quantity: l.quantity,
    discount: l.item.discount ?? 0,
    discount_type: l.item.discount_type ?? null,
    ...(flagOn(l.item.flash_sale) ? { flashSale: true } : {}),
    ...(isCampaignLine(l.item_type) ? { campaign: true } : {}),
    addOns: addOnsOf(l.item, l.add_on_ids, l.add_on_qtys),
  }));
}

/**
 * The unit price of an item with a chosen variation, from the item itself (never from a stored price):
 * food = price + the chosen options' optionPrice; other modules = the chosen variation's price, else the
 * item's. Mirrors the server's pricing (server/services/pricing.ts).
 */
export function unitPriceOf(item: PricedItem, variation: ReadonlyArray<unknown>): number {
  const food = item.module_type === 'food' || (variation[0] as { values?: unknown } | undefined)?.values !== undefined;
  if (food) {
    const groups = item.food_variations || [];
    let price = toNumber(item.price);
    for (const chosen of variation as Array<{ name?: string; values?: { label?: string[] } }>) {
      const g = groups.find((x) => x.name === chosen?.name);
      for (const label of chosen?.values?.label ?? [])
        price += toNumber(g?.values.find((v) => v.label === label)?.optionPrice ?? 0);
    }
    return price;
  }
  const type = (variation[0] as { type?: string } | undefined)?.type;
  const v = type !== undefined ? item.variations?.find((x) => x.type === type) : undefined;
  return toNumber(v ? v.price : item.price);
}

/** The buy-now entry (page=buy_now / campaign) priced from the item details it names. */
export function billLinesFromBuyNow(
  entry: {
    quantity: number;
    variation: ReadonlyArray<unknown>;
    add_on_ids: ReadonlyArray<number>;
    add_on_qtys: ReadonlyArray<number>;
    model?: string;
    campaign?: boolean;
  },
  item: PricedItem,
): BillLine[] {
  return [
    {
      price: unitPriceOf(item, entry.variation),
      quantity: entry.quantity,
      discount: item.discount ?? 0,
      discount_type: item.discount_type ?? null,
      ...(flagOn(item.flash_sale) ? { flashSale: true } : {}),
      ...(entry.model === 'ItemCampaign' || entry.campaign === true ? { campaign: true } : {}),
      addOns: addOnsOf(item, entry.add_on_ids, entry.add_on_qtys),
    },
  ];
}

/** A zone_data entry as a fee reads it: the zone's increased fee and the pivot of one module. */
export function zoneForModule<P>(
  z: {
    id: number;
    increased_delivery_fee?: number | string | null;
    increased_delivery_fee_status?: number | boolean | null;
    increased_delivery_fee_type?: string | null;
    modules?: ReadonlyArray<{ id: number; pivot?: P | null }> | null;
  },
  moduleId: number | null | undefined,
) {
  return {
    id: z.id,
    increased_delivery_fee: z.increased_delivery_fee ?? 0,
    increased_delivery_fee_status: z.increased_delivery_fee_status ?? 0,
    ...(z.increased_delivery_fee_type ? { increased_delivery_fee_type: z.increased_delivery_fee_type } : {}),
    pivot: z.modules?.find((m) => m.id === moduleId)?.pivot ?? null,
  };
}

/** The zone for the bill: the entry of zone_data with the store's zone, with the pivot of its module. */
export function billZoneOf(
  zones: ReadonlyArray<ZoneData> | null | undefined,
  zoneId: number | null | undefined,
  moduleId: number | null | undefined,
): BillZone | null {
  const z = zones?.find((x) => x.id === zoneId);
  return z ? zoneForModule(z, moduleId) : null;
}

export interface CheckoutBillData {
  config: BillConfig;
  store: BillStore & {
    module_id?: number | null;
    latitude?: string | number | null;
    longitude?: string | number | null;
  };
  /** Cart lines (page=cart) … */
  cartLines?: ReadonlyArray<BillCartLine> | null;
  /** … or the buy-now entry and its item details (page=buy_now, campaign). */
  buyNow?: { entry: Parameters<typeof billLinesFromBuyNow>[0]; item: PricedItem } | null;
  /** get-zone-id zone_data of the address (take-away: of the store). */
  zoneData?: ReadonlyArray<ZoneData> | null;
  /** The stored zone ids (zoneId header). */
  zoneIds?: readonly number[] | null;
  coupon?: Coupon | null;
  orderType: BillOrderType;
  /** The distance-api answer in metres, when it came. */
  distanceMeters?: number | null;
  address?: LatLng | null;
  tip?: number;
  extraPackaging?: boolean;
  now?: Date;
}

type LinesData = Pick<CheckoutBillData, 'cartLines' | 'buyNow'>;

/** The bill's lines: the cart's, or the buy-now entry's. */
const billLinesOf = (d: LinesData): BillLine[] =>
  d.buyNow ? billLinesFromBuyNow(d.buyNow.entry, d.buyNow.item) : billLinesFromCart(d.cartLines ?? []);

/**
 * What each line costs after the discount the bill gives it (billDiscounts.ts lineTotalsOf), in the lines'
 * order: what the cart drawer and checkout show beside each line, so that a running store percent discount
 * that replaces the items' own shows there too, not only in the bill.
 */
export function lineTotalsFrom(d: LinesData & Pick<CheckoutBillData, 'store' | 'now'>, digits: number): number[] {
  return lineTotalsOf(billLinesOf(d), d.store.discount ?? null, d.now ?? new Date(), digits);
}

/** Everything the bill needs, from the page's API data, in one call. */
export function billInputFrom(d: CheckoutBillData): BillInput {
  const storeAt =
    d.store.latitude != null && d.store.longitude != null ? { lat: d.store.latitude, lng: d.store.longitude } : null;
  return {
    lines: billLinesOf(d),
    store: d.store,
    zone: billZoneOf(d.zoneData, d.store.zone_id, d.store.module_id),
    config: d.config,
    coupon: d.coupon ?? null,
    zoneIds: d.zoneIds ?? null,
    orderType: d.orderType,
    distanceKm: d.orderType === 'delivery' ? distanceKm(d.distanceMeters, storeAt, d.address ?? null) : 0,
    // No address and so no distance yet: the fee waits for one (a distance answer is for an address).
    awaitingAddress:
      d.orderType === 'delivery' && !d.address && (d.distanceMeters === null || d.distanceMeters === undefined),
    tip: d.tip ?? 0,
    extraPackaging: d.extraPackaging ?? false,
    now: d.now ?? new Date(),
  };
}
