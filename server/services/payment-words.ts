// What the local payment page says to a person: the method in words and money as the storefront shows it
// (the config's currency symbol, its side, its decimals, and thousands separators).
import { cents, digitsOf } from './pricing.ts';

const METHOD_WORDS: Record<string, string> = {
  digital_payment: 'Digital payment',
  cash_on_delivery: 'Cash on delivery',
  cash_payment: 'Cash payment',
  wallet: 'Wallet',
  partial_payment: 'Partial payment',
  offline_payment: 'Offline payment',
};

/** A gateway's own title when the config lists it (Stripe, SSLCommerz), else the method in words. */
export function paymentMethodWords(cfg: object, method: string): string {
  const list = (cfg as { active_payment_method_list?: unknown }).active_payment_method_list;
  const gateway = Array.isArray(list)
    ? (list as { gateway?: unknown; gateway_title?: unknown }[]).find((g) => g.gateway === method)
    : undefined;
  if (gateway && typeof gateway.gateway_title === 'string' && gateway.gateway_title) return gateway.gateway_title;
  if (METHOD_WORDS[method]) return METHOD_WORDS[method];
  const words = method.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Digital payment';
}

/** 1234.5 → "৳1,234.50" (or "1,234.50৳" when the symbol goes right). */
export function moneyWords(cfg: object, amount: number): string {
  const c = cfg as { currency_symbol?: unknown; currency_symbol_direction?: unknown };
  const digits = digitsOf(cfg);
  const minor = cents(amount, digits);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = `${minor < 0 ? '-' : ''}${whole}${digits ? `.${text.slice(text.length - digits)}` : ''}`;
  const symbol = typeof c.currency_symbol === 'string' ? c.currency_symbol : '';
  return c.currency_symbol_direction === 'right' ? `${number}${symbol}` : `${symbol}${number}`;
}
