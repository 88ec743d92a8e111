import { isOn } from './flag';
/**
 * Which payment methods an order can use (issue 13 item 5, acc §3 Config, platform-api §3.7): the config
 * enables each method for the whole platform, and the zone of the store may turn cash on delivery, digital
 * payment and offline payment off for its own orders (the zone's `cash_on_delivery`, `digital_payment` and
 * `offline_payment` flags; order/place refuses a method its zone has off). Pure: the checkout machine and
 * the payment section both read these rules.
 */

export type PaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment';

export interface PaymentChoice {
  method: PaymentMethod;
  /** The gateway of active_payment_method_list for a digital payment (e.g. "stripe"). */
  gateway?: string | null;
}

type Flag = boolean | number | string | null | undefined;

/** The config fields that enable a method. */
export interface PaymentConfig {
  cash_on_delivery?: Flag;
  digital_payment?: Flag;
  customer_wallet_status?: Flag;
  offline_payment_status?: Flag;
  active_payment_method_list?: Array<{ gateway: string; gateway_title?: string | null; gateway_image_full_url?: string | null }> | null;
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
  /** A digital gateway's own title and image (the other methods are named by the view). */
  gatewayTitle?: string;
  image?: string | null;
}

/** A zone flag: only an explicit 0 / false turns the method off. */
const zoneAllows = (v: Flag) => v === undefined || v === null || isOn(v);

export const paymentKey = (p: PaymentChoice | null): string =>
  !p ? '' : p.method === 'digital_payment' ? `digital:${p.gateway ?? ''}` : p.method === 'cash_on_delivery' ? 'cod' : p.method === 'wallet' ? 'wallet' : 'offline';

/**
 * The methods offered, in the platform's order: cash on delivery, each digital gateway of
 * active_payment_method_list, the wallet (signed in), offline payment — each only where both the config and
 * the store's zone allow it.
 */
export function offeredPayments(config: PaymentConfig, zone: PaymentZone | null, signedIn: boolean): PaymentOffer[] {
  const out: PaymentOffer[] = [];
  if (isOn(config.cash_on_delivery) && zoneAllows(zone?.cash_on_delivery)) out.push({ key: 'cod', choice: { method: 'cash_on_delivery' } });
  if (isOn(config.digital_payment) && zoneAllows(zone?.digital_payment))
    for (const g of config.active_payment_method_list ?? [])
      out.push({ key: `digital:${g.gateway}`, choice: { method: 'digital_payment', gateway: g.gateway }, gatewayTitle: g.gateway_title ?? g.gateway, image: g.gateway_image_full_url ?? null });
  if (signedIn && isOn(config.customer_wallet_status)) out.push({ key: 'wallet', choice: { method: 'wallet' } });
  if (isOn(config.offline_payment_status) && zoneAllows(zone?.offline_payment)) out.push({ key: 'offline', choice: { method: 'offline_payment' } });
  return out;
}

/**
 * "The first active method preselected": the customer's choice stays while it is still offered; otherwise
 * (nothing chosen yet, or the zone turned the chosen method off) the first method offered; none when nothing is.
 */
export function preselectPayment(current: PaymentChoice | null, offered: readonly PaymentChoice[]): PaymentChoice | null {
  if (current && offered.some((o) => paymentKey(o) === paymentKey(current))) return current;
  return offered[0] ?? null;
}

/** The wallet pays the whole order. */
export const walletCovers = (balance: number, total: number): boolean => balance >= total && total > 0;
