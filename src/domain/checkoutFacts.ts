/**
 * The checkout's facts, from the API data the page loaded (config, store, the address's zones, the distance
 * answer, cart or buy-now line, wallet, coupon) and the customer's choices: the order types offered, the
 * bill, the payment methods, the cash limit, the coverage, and what Place Order sends. Pure: the checkout
 * view renders these and the checkout machine decides with `place`.
 */
import type { DeliveryAddress, OrderType } from './address';
import { computeBill, type Bill } from './bill';
import { billInputFrom, metersOfDistanceAnswer, type CheckoutBillData } from './billInput';
import type { ZoneData } from './types/location';
import {
  offeredPayments,
  paymentKey,
  type OfflineMethodName,
  type PaymentChoice,
  type PaymentConfig,
  type PaymentOffer,
  type PaymentZone,
} from './payment';
import type { CheckoutDraft, PlaceFacts } from './checkoutDraft';
import { flagOn, type Flag } from './flags';

export interface CheckoutZone extends ZoneData, PaymentZone {
  modules?: ReadonlyArray<{
    id: number;
    pivot?:
      | ({ maximum_cod_order_amount?: number | null } & NonNullable<NonNullable<ZoneData['modules']>[number]['pivot']>)
      | null;
  }> | null;
}

export interface CheckoutSources {
  config: CheckoutBillData['config'] &
    PaymentConfig & {
      home_delivery_status?: Flag;
      takeaway_status?: Flag;
      dm_tips_status?: Flag;
      partial_payment_status?: Flag;
      partial_payment_method?: string | null;
    };
  store: CheckoutBillData['store'] & {
    id: number;
    zone_id?: number | null;
    delivery?: boolean | null;
    take_away?: boolean | null;
    extra_packaging_status?: Flag;
    extra_packaging_amount?: number | string | null;
    cutlery?: boolean | null;
  };
  page: 'cart' | 'buy_now' | 'campaign';
  cartLines: ReadonlyArray<
    NonNullable<CheckoutBillData['cartLines']>[number] & { id: number; item_id: number; variation?: unknown }
  > | null;
  buyNow: {
    entry: NonNullable<CheckoutBillData['buyNow']>['entry'] & { item_id: number; price: number };
    item: NonNullable<CheckoutBillData['buyNow']>['item'];
  } | null;
  zoneIds: readonly number[];
  signedIn: boolean;
  walletBalance: number;
  needsPrescription: boolean;
  moduleType: string | null;
  /** The business's offline methods (offline_payment_method_list), each offered by its name. */
  offlineMethods?: readonly OfflineMethodName[];
  /** The zones at the address (the store's for take-away); undefined while the answer is awaited. */
  zoneData: ReadonlyArray<CheckoutZone> | undefined;
  /** The distance-api answer, as it came. */
  distance: unknown;
  coupon: CheckoutBillData['coupon'];
  /** The store takes orders now (open, active). */
  openNow: boolean;
  draft: Pick<CheckoutDraft, 'orderType' | 'address' | 'tip' | 'extraPackaging' | 'payment' | 'partialWallet'>;
  now?: Date;
}

export interface CheckoutFacts {
  /** The order types the config and the store allow, delivery first. */
  allowed: OrderType[];
  delivery: boolean;
  storeAt: { lat: string; lng: string } | null;
  addressAt: { lat: string; lng: string } | null;
  bill: Bill;
  /** The methods the config and the store's zone offer (the machine keeps or replaces the chosen one). */
  offers: PaymentOffer[];
  codLimit: number | null;
  partialOffered: boolean;
  /** Delivery to an address the store's zone does not cover. */
  outOfZone: boolean;
  /** Until the zone answers the total, the cash limit and the coverage are guesses: Place Order waits. */
  pending: boolean;
  tipsOn: boolean;
  cutleryOffered: boolean;
  /** The store's extra packaging price, when it offers it. */
  extraPackagingPrice: number | null;
  place: PlaceFacts;
}

const at = (lat: unknown, lng: unknown) => (lat != null && lng != null ? { lat: String(lat), lng: String(lng) } : null);

/** What decides where the zone and the distance are asked: the store's place, the order type and the address. */
type PointSources = {
  store: { latitude?: unknown; longitude?: unknown };
  draft: Pick<CheckoutDraft, 'orderType' | 'address'>;
};

/** Where the zone is asked: the address for a delivery, else the store. */
export function zoneQueryPoint(s: PointSources): { lat: string; lng: string } | null {
  const address =
    s.draft.orderType === 'delivery' && s.draft.address
      ? at(s.draft.address.latitude, s.draft.address.longitude)
      : null;
  return address ?? at(s.store.latitude, s.store.longitude);
}

/** The distance asked for: from the store to the delivery address (none for take-away or without an address). */
export function distanceQueryPoints(s: PointSources): {
  from: { lat: string; lng: string } | null;
  to: { lat: string; lng: string } | null;
} {
  const to =
    s.draft.orderType === 'delivery' && s.draft.address
      ? at(s.draft.address.latitude, s.draft.address.longitude)
      : null;
  const from = at(s.store.latitude, s.store.longitude);
  return to && from ? { from, to } : { from: null, to: null };
}

/** acc §9: partial payment pays what the wallet holds; the rest goes by the methods partial_payment_method names. */
export function partialAllowed(
  config: CheckoutSources['config'],
  signedIn: boolean,
  balance: number,
  total: number,
  p: PaymentChoice | null,
): boolean {
  if (
    !signedIn ||
    !flagOn(config.customer_wallet_status) ||
    !flagOn(config.partial_payment_status) ||
    balance <= 0 ||
    balance >= total ||
    !p
  )
    return false;
  const rest = config.partial_payment_method ?? 'both';
  if (p.method === 'cash_on_delivery') return rest === 'both' || rest === 'cod' || rest === 'cash_on_delivery';
  if (p.method === 'digital_payment') return rest === 'both' || rest === 'digital_payment';
  return false;
}

/** The order types the config and the store allow, delivery first. */
export function allowedOrderTypes(
  config: CheckoutSources['config'],
  store: Pick<CheckoutSources['store'], 'delivery' | 'take_away'>,
): OrderType[] {
  return [
    ...(flagOn(config.home_delivery_status) && store.delivery !== false ? (['delivery'] as const) : []),
    ...(flagOn(config.takeaway_status) && store.take_away !== false ? (['take_away'] as const) : []),
  ];
}

/**
 * Where the checkout starts: the kept draft's order type and method when still allowed (the machine re-checks
 * the method once the zone is known), else the first order type and the first method the config offers; and
 * the address the order goes to until the customer chooses one (core §9: the current location, signed in).
 */
export function checkoutStart(
  config: CheckoutSources['config'],
  store: CheckoutSources['store'],
  signedIn: boolean,
  kept: Partial<CheckoutDraft> | null,
  current: DeliveryAddress | null = null,
  offlineMethods?: readonly OfflineMethodName[],
) {
  const allowed = allowedOrderTypes(config, store);
  const offered = offeredPayments(config, null, signedIn, offlineMethods).map((o) => o.choice);
  const keptPayment =
    kept?.payment && offered.some((p) => paymentKey(p) === paymentKey(kept.payment!)) ? kept.payment : null;
  return {
    orderType: kept?.orderType && allowed.includes(kept.orderType) ? kept.orderType : (allowed[0] ?? 'delivery'),
    payment: keptPayment ?? offered[0] ?? null,
    address: current,
    draft: kept,
  };
}

export function checkoutFacts(s: CheckoutSources): CheckoutFacts {
  const { config, store, draft } = s;
  const allowed = allowedOrderTypes(config, store);
  const delivery = draft.orderType === 'delivery';
  const storeAt = at(store.latitude, store.longitude);
  const addressAt = delivery && draft.address ? at(draft.address.latitude, draft.address.longitude) : null;
  const storeZone = s.zoneData?.find((z) => z.id === store.zone_id) ?? null;
  const tipsOn = delivery && flagOn(config.dm_tips_status);
  const bill = computeBill(
    billInputFrom({
      config,
      store,
      cartLines: s.cartLines,
      buyNow: s.buyNow,
      zoneData: s.zoneData ?? [],
      zoneIds: s.zoneIds,
      coupon: s.coupon,
      orderType: draft.orderType,
      distanceMeters: metersOfDistanceAnswer(s.distance),
      address: addressAt,
      tip: tipsOn ? draft.tip : 0,
      extraPackaging: draft.extraPackaging,
      now: s.now,
    }),
  );
  const offers = offeredPayments(config, storeZone, s.signedIn, s.offlineMethods);
  const codLimit = storeZone?.modules?.find((m) => m.id === store.module_id)?.pivot?.maximum_cod_order_amount ?? null;
  const outOfZone = delivery && !!draft.address && s.zoneData !== undefined && !storeZone;
  const packaging = Number(store.extra_packaging_amount);
  return {
    allowed,
    delivery,
    storeAt,
    addressAt,
    bill,
    offers,
    codLimit,
    partialOffered: partialAllowed(config, s.signedIn, s.walletBalance, bill.total, draft.payment),
    outOfZone,
    pending: s.zoneData === undefined && zoneQueryPoint(s) !== null,
    tipsOn,
    cutleryOffered: s.moduleType === 'food' && store.cutlery !== false,
    extraPackagingPrice: flagOn(store.extra_packaging_status) && packaging > 0 ? packaging : null,
    place: {
      signedIn: s.signedIn,
      storeId: store.id,
      total: bill.total,
      codLimit,
      walletBalance: s.walletBalance,
      needsPrescription: s.needsPrescription,
      storeOpenNow: s.openNow,
      addressInZone: delivery && draft.address && s.zoneData !== undefined ? !!storeZone : null,
      distanceKm: bill.distanceKm,
      couponCode: bill.coupon?.code ?? null,
      extraPackaging: bill.extraPackaging,
      buyNowCart: buyNowCart(s),
      empty: s.page === 'cart' ? !s.cartLines?.length : !s.buyNow,
      offered: offers.map((o) => o.choice),
      cartKey: cartKeyOf(s),
    },
  };
}

/** The buy-now line posted as `cart` with is_buy_now=1 (page=buy_now|campaign); null for the cart. */
function buyNowCart(s: Pick<CheckoutSources, 'buyNow' | 'page'>): unknown[] | null {
  if (!s.buyNow) return null;
  const e = s.buyNow.entry;
  return [
    {
      item_id: e.item_id,
      model: s.page === 'campaign' ? 'ItemCampaign' : 'Item',
      quantity: e.quantity,
      price: e.price,
      variation: e.variation,
      add_on_ids: e.add_on_ids,
      add_on_qtys: e.add_on_qtys,
    },
  ];
}

/** What is being bought, as one string: another cart is another Place Order intent. */
function cartKeyOf(s: Pick<CheckoutSources, 'cartLines' | 'buyNow'>): string {
  if (s.buyNow) return JSON.stringify(buyNowCart({ buyNow: s.buyNow, page: 'buy_now' }));
  return JSON.stringify(
    (s.cartLines ?? []).map((l) => [l.id, l.item_id, l.quantity, l.variation ?? null, l.add_on_ids, l.add_on_qtys]),
  );
}
