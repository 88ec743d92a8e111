/**
 * The one payment vocabulary (docs/adding-a-feature.md "Adding a payment method"): every method the platform
 * names, and which of them each purchase offers, and why not. Pure: the checkout, parcel and trip machines and
 * their views read these rules and names (src/ui/paymentLabels.ts hands the names to Lingui).
 *
 * An order (acc §3 Config, platform-api §3.7): the config enables each method for the whole platform, and the
 * zone of the store may turn cash on delivery, digital payment and offline payment off for its own orders (the
 * zone's `cash_on_delivery`, `digital_payment` and `offline_payment` flags; order/place refuses a method its
 * zone has off).
 */
import { flagOn, flagOr, type Flag } from './flags.ts';

/**
 * A method's name as Lingui reads it: `id` is the id Lingui's `msg` gives `message` (tests/unit/payment.test.ts
 * checks it and says the right one), written out because the server imports this file and cannot run the macro.
 */
export interface PaymentLabel {
  readonly id: string;
  readonly message: string;
}

/** What a method pays for: an order (order/place; a parcel is one too), a parcel, a booked trip. */
type Purchase = 'order' | 'parcel' | 'trip';

/**
 * Every method id the platform's answers and requests use, once, with the purchases it pays for. A new method
 * is a line here and its name in `PAYMENT_LABELS` below (`tsc` refuses an id without one), its rule in the
 * functions further down, and its Arabic name in the catalog.
 */
export const PAYMENT_METHODS = {
  cash_on_delivery: ['order', 'parcel'],
  digital_payment: ['order', 'parcel', 'trip'],
  wallet: ['order', 'parcel', 'trip'],
  offline_payment: ['order'],
  partial_payment: ['trip'],
  cash_payment: ['trip'],
} as const satisfies Record<string, readonly Purchase[]>;

/**
 * Each method's one name, wherever a customer reads it (an order, a parcel, a trip, the choices offered). The
 * `i18n` comment lets `npm run i18n:extract` find it. Apart from the table above so that the app's first load,
 * which only checks ids, does not carry the names.
 */
export const PAYMENT_LABELS = {
  cash_on_delivery: /*i18n*/ { id: 'AjxlMp', message: 'Cash on delivery' },
  digital_payment: /*i18n*/ { id: 'rs1kI/', message: 'Digital payment' },
  wallet: /*i18n*/ { id: 'sb9Y58', message: 'Wallet' },
  offline_payment: /*i18n*/ { id: 'qYu7GZ', message: 'Offline payment' },
  partial_payment: /*i18n*/ { id: 'N9UX6L', message: 'Partial payment' },
  cash_payment: /*i18n*/ { id: '/rHUhS', message: 'Cash' },
} as const satisfies Record<PaymentMethodId, PaymentLabel>;

type Methods = typeof PAYMENT_METHODS;
export type PaymentMethodId = keyof Methods;
/** The methods that pay for a purchase, from the table. */
type Paying<P extends Purchase> = {
  [K in PaymentMethodId]: P extends Methods[K][number] ? K : never;
}[PaymentMethodId];

export const PAYMENT_METHOD_IDS = /* @__PURE__ */ Object.keys(PAYMENT_METHODS) as PaymentMethodId[];

export const isPaymentMethodId = (key: unknown): key is PaymentMethodId =>
  typeof key === 'string' && Object.hasOwn(PAYMENT_METHODS, key);

/** An order's methods (order/place). */
export type PaymentMethod = Paying<'order'>;
/** A parcel's methods (order/place with order_type=parcel); a parcel is an order, so only an order's methods. */
export type ParcelPayment = Extract<Paying<'parcel'>, PaymentMethod>;
/** A booked trip's methods (rental trip/payment): cash at pickup, the wallet, part wallet part cash, or digital. */
export type TripPayment = Paying<'trip'>;

const paysForAnOrder = (id: PaymentMethodId): id is PaymentMethod =>
  (PAYMENT_METHODS[id] as readonly Purchase[]).includes('order');

/** The methods order/place takes, parcels included: the contract's enum and the server's validation list. */
export const ORDER_PAYMENT_METHODS: readonly PaymentMethod[] =
  /* @__PURE__ */ PAYMENT_METHOD_IDS.filter(paysForAnOrder);

export interface PaymentChoice {
  method: PaymentMethod;
  /** The gateway of active_payment_method_list for a digital payment (e.g. "stripe"). */
  gateway?: string | null;
  /** Offline payment: the business's method chosen at checkout (offline_payment_method_list id); its details are sent on the order's page. */
  offlineMethodId?: number | null;
}

/** An offline method as checkout names it (offline_payment_method_list). */
export interface OfflineMethodName {
  id: number;
  method_name: string;
}

/** The config fields that enable a method. */
export interface PaymentConfig {
  cash_on_delivery?: Flag;
  digital_payment?: Flag;
  customer_wallet_status?: Flag;
  offline_payment_status?: Flag;
  active_payment_method_list?: Array<{
    gateway: string;
    gateway_title?: string | null;
    gateway_image_full_url?: string | null;
  }> | null;
}

/** The store zone's own switches; a flag the zone does not give (or a zone not known yet) turns nothing off. */
export interface PaymentZone {
  cash_on_delivery?: Flag;
  digital_payment?: Flag;
  offline_payment?: Flag;
}

export interface PaymentOffer {
  key: string;
  choice: PaymentChoice;
  /** A digital gateway's own title and image, or an offline method's name (the other methods are named by the view). */
  gatewayTitle?: string;
  image?: string | null;
}

/** A zone flag: only an explicit 0 / false turns the method off. */
const zoneAllows = (v: Flag) => flagOr(v, true);

/** The short keys the checkout has always stored (its draft and test ids); a method added later is keyed by its id. */
const SHORT_KEYS: Partial<Record<PaymentMethod, string>> = {
  cash_on_delivery: 'cod',
  wallet: 'wallet',
  offline_payment: 'offline',
};

export const paymentKey = (p: PaymentChoice | null): string => {
  if (!p) return '';
  if (p.method === 'digital_payment') return `digital:${p.gateway ?? ''}`;
  if (p.method === 'offline_payment' && p.offlineMethodId != null) return `offline:${p.offlineMethodId}`;
  return SHORT_KEYS[p.method] ?? p.method;
};

/**
 * The methods offered, in the platform's order: cash on delivery, each digital gateway of
 * active_payment_method_list, the wallet (signed in), offline payment — each only where both the config and
 * the store's zone allow it. Given the business's offline methods, offline payment is offered once per method
 * by its name (none when the business has none, as the platform's client does); without them, as one choice.
 */
export function offeredPayments(
  config: PaymentConfig,
  zone: PaymentZone | null,
  signedIn: boolean,
  offlineMethods?: readonly OfflineMethodName[],
): PaymentOffer[] {
  const out: PaymentOffer[] = [];
  if (flagOn(config.cash_on_delivery) && zoneAllows(zone?.cash_on_delivery))
    out.push({ key: 'cod', choice: { method: 'cash_on_delivery' } });
  if (flagOn(config.digital_payment) && zoneAllows(zone?.digital_payment))
    for (const g of config.active_payment_method_list ?? [])
      out.push({
        key: `digital:${g.gateway}`,
        choice: { method: 'digital_payment', gateway: g.gateway },
        gatewayTitle: g.gateway_title ?? g.gateway,
        image: g.gateway_image_full_url ?? null,
      });
  if (signedIn && flagOn(config.customer_wallet_status)) out.push({ key: 'wallet', choice: { method: 'wallet' } });
  if (flagOn(config.offline_payment_status) && zoneAllows(zone?.offline_payment))
    out.push(...offlineOffers(offlineMethods));
  return out;
}

function offlineOffers(methods: readonly OfflineMethodName[] | undefined): PaymentOffer[] {
  if (!methods) return [{ key: 'offline', choice: { method: 'offline_payment' } }];
  return methods.map((m) => ({
    key: `offline:${m.id}`,
    choice: { method: 'offline_payment', offlineMethodId: m.id },
    gatewayTitle: m.method_name,
  }));
}

/**
 * "The first active method preselected": the customer's choice stays while it is still offered; otherwise
 * (nothing chosen yet, or the zone turned the chosen method off) the first method offered; none when nothing is.
 */
export function preselectPayment(
  current: PaymentChoice | null,
  offered: readonly PaymentChoice[],
): PaymentChoice | null {
  if (current && offered.some((o) => paymentKey(o) === paymentKey(current))) return current;
  return offered[0] ?? null;
}

/** The wallet pays the whole order. */
export const walletCovers = (balance: number, total: number): boolean => balance >= total && total > 0;

/** The parcel methods the config turns on for this customer, in the platform's order (the wallet only when signed in). */
export function parcelPaymentsOffered(
  config: { cash_on_delivery?: Flag; digital_payment?: Flag; customer_wallet_status?: Flag } | undefined,
  signedIn: boolean,
): ParcelPayment[] {
  if (!config) return [];
  return [
    ...(flagOn(config.cash_on_delivery) ? (['cash_on_delivery'] as const) : []),
    ...(flagOn(config.digital_payment) ? (['digital_payment'] as const) : []),
    ...(signedIn && flagOn(config.customer_wallet_status) ? (['wallet'] as const) : []),
  ];
}

/** The receiver can only pay in cash when the parcel arrives; the sender may use any method. */
export const parcelPaymentsFor = (payer: 'sender' | 'receiver'): ParcelPayment[] =>
  payer === 'receiver' ? ['cash_on_delivery'] : ['cash_on_delivery', 'digital_payment', 'wallet'];

/** A trip's methods: a guest has no wallet, so cash or digital only; a signed-in customer also the wallet and a partial payment. */
export const tripPaymentsOffered = (signedIn: boolean): TripPayment[] =>
  signedIn ? ['cash_payment', 'wallet', 'partial_payment', 'digital_payment'] : ['cash_payment', 'digital_payment'];
