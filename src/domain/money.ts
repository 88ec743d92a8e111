/**
 * Money rules of acc §9 and core §9: discounts, the store discount, tax and how amounts are written.
 * Amounts are computed in integer minor units (10^digits per unit) with BigInt products, so repeated sums
 * and shares never drift; every result is rounded half away from zero at `digits` decimals.
 */
// With extensions: the reference server (NodeNext) imports this file too.
import type { Config } from './types/config.ts';
import type { StoreDiscount } from './types/store.ts';

/** core §9: prices use digit_after_decimal_point decimals; the default is 2. */
export const DEFAULT_DIGITS = 2;

export type DiscountType = 'percent' | 'fixed' | 'amount';

export interface MoneyFormat {
  symbol: string;
  /** core §9: the currency symbol goes on the left or the right, per config. */
  direction: 'left' | 'right';
  digits: number;
}

export function digitsOf(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 8 && value !== null && value !== '' ? n : DEFAULT_DIGITS;
}

export function moneyFormatOf(
  config:
    Pick<Config, 'currency_symbol' | 'currency_symbol_direction' | 'digit_after_decimal_point'> | null | undefined,
): MoneyFormat {
  return {
    symbol: config?.currency_symbol ?? '',
    direction: config?.currency_symbol_direction === 'right' ? 'right' : 'left',
    digits: digitsOf(config?.digit_after_decimal_point),
  };
}

/** A platform number (prices arrive as numbers, option prices as strings) or 0. */
export function toNumber(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.trim()) : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Integer minor units of an amount. The decimal-exponent string avoids the binary error of `x * 100`
 * (1.005 * 100 = 100.49999…): `Number("1.005e2")` is exactly 100.5, which then rounds to 101.
 */
export function toMinor(amount: number, digits = DEFAULT_DIGITS): number {
  if (!Number.isFinite(amount)) return 0;
  const scaled = Number(`${Math.abs(amount)}e${digits}`);
  const minor = Number.isFinite(scaled) ? Math.round(scaled) : Math.round(Math.abs(amount) * 10 ** digits);
  return amount < 0 ? -minor : minor;
}

export function fromMinor(minor: number, digits = DEFAULT_DIGITS): number {
  return Number(`${minor}e-${digits}`);
}

/** Rounds half away from zero at `digits` decimals. */
export function roundMoney(amount: number, digits = DEFAULT_DIGITS): number {
  return fromMinor(toMinor(amount, digits), digits);
}

/** n / d rounded half away from zero, for d > 0. */
function divRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** A rate such as 12.5 (percent) as an integer count of 1/10^6 percent, exact for up to 6 decimals. */
const RATE_SCALE = 1_000_000n;
function rateUnits(rate: number): bigint {
  return BigInt(toMinor(rate, 6));
}

/** `minor × rate / 100`, rounded, in minor units. */
function shareOf(minor: number, rate: number): number {
  return Number(divRound(BigInt(minor) * rateUnits(rate), 100n * RATE_SCALE));
}

/** `minor × rate / (100 + rate)`, rounded: the tax inside a tax-inclusive amount. */
function includedShareOf(minor: number, rate: number): number {
  const r = rateUnits(rate);
  const denominator = 100n * RATE_SCALE + r;
  if (denominator <= 0n) return 0;
  return Number(divRound(BigInt(minor) * r, denominator));
}

export function sumMoney(amounts: readonly number[], digits = DEFAULT_DIGITS): number {
  return fromMinor(
    amounts.reduce((a, x) => a + toMinor(x, digits), 0),
    digits,
  );
}

/** `unit × quantity` without drift. */
export function multiplyMoney(unit: number, quantity: number, digits = DEFAULT_DIGITS): number {
  return fromMinor(toMinor(unit, digits) * Math.trunc(quantity), digits);
}

export interface Discountable {
  discount?: number | string | null;
  discount_type?: string | null;
}

/**
 * acc §9 Discount: the total of `quantity` units after the item's discount. Percent (or fixed) takes that
 * share of the total; amount subtracts the amount times quantity. Never below zero.
 */
export function discountedTotal(unitPrice: number, quantity: number, d: Discountable, digits = DEFAULT_DIGITS): number {
  const q = Math.max(0, Math.trunc(quantity));
  const total = toMinor(unitPrice, digits) * q;
  const discount = toNumber(d.discount);
  if (discount <= 0) return fromMinor(total, digits);
  const off = d.discount_type === 'amount' ? toMinor(discount, digits) * q : shareOf(total, Math.min(discount, 100));
  return fromMinor(Math.max(0, total - off), digits);
}

/** The discount of one unit, for the "original struck through" display and the badge. */
export function discountedUnitPrice(unitPrice: number, d: Discountable, digits = DEFAULT_DIGITS): number {
  return discountedTotal(unitPrice, 1, d, digits);
}

export function hasDiscount(d: Discountable): boolean {
  return toNumber(d.discount) > 0;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * acc §9 "a store discount counts only until its end date and time", read as the platform reads it
 * (Helpers::get_store_discount): a daily window — from start_date to end_date (whole days), and on each of
 * those days from start_time to end_time (to the minute, both ends included), in the store's time zone
 * (the device's local time; the demo server runs in the same zone). server/format/store.ts storeDiscount
 * is the same rule; tests/fixtures/store-discount-cases.ts holds the cases both sides run.
 */
export function isStoreDiscountRunning(d: StoreDiscount | null | undefined, now: Date): boolean {
  if (!d || toNumber(d.discount) <= 0) return false;
  const date = `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
  const time = `${pad2(now.getHours())}:${pad2(now.getMinutes())}`;
  if (d.start_date && date < d.start_date.slice(0, 10)) return false;
  if (d.end_date && date > d.end_date.slice(0, 10)) return false;
  if (d.start_time && time < d.start_time.slice(0, 5)) return false;
  if (d.end_time && time > d.end_time.slice(0, 5)) return false;
  return true;
}

/**
 * acc §9: the store discount on a subtotal: only while running and when the subtotal reaches min_purchase.
 * A percent discount is capped at max_discount when that is above 0; an amount never exceeds the subtotal.
 */
export function storeDiscountAmount(
  subtotal: number,
  d: StoreDiscount | null | undefined,
  now: Date,
  digits = DEFAULT_DIGITS,
): number {
  if (!d || !isStoreDiscountRunning(d, now)) return 0;
  const total = toMinor(subtotal, digits);
  if (total <= 0 || total < toMinor(toNumber(d.min_purchase), digits)) return 0;
  const discount = toNumber(d.discount);
  let off = d.discount_type === 'amount' ? toMinor(discount, digits) : shareOf(total, Math.min(discount, 100));
  const cap = toMinor(toNumber(d.max_discount), digits);
  if (d.discount_type !== 'amount' && cap > 0) off = Math.min(off, cap);
  return fromMinor(Math.min(off, total), digits);
}

/** acc §9 Tax: included → base × rate / (100 + rate); otherwise base × rate / 100. */
export function taxAmount(base: number, rate: number, included: boolean, digits = DEFAULT_DIGITS): number {
  if (!(rate > 0)) return 0;
  const minor = toMinor(base, digits);
  return fromMinor(included ? includedShareOf(minor, rate) : shareOf(minor, rate), digits);
}

/** The number written with exactly `digits` decimals, from its minor units (no binary artefacts). */
export function formatNumber(amount: number, digits = DEFAULT_DIGITS): string {
  const minor = toMinor(amount, digits);
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits) || '0';
  const fraction = digits > 0 ? `.${abs.slice(abs.length - digits)}` : '';
  return `${sign}${whole}${fraction}`;
}

/** `1234567` → `1,234,567`: the whole part of an amount in groups of three, so every amount reads alike. */
function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * core §9: an amount as written everywhere (prices, cart, checkout, wallet, orders): thousands grouped with
 * `,`, exactly `digits` decimals, no symbol: `1,500.00`. The sign, when negative, leads.
 */
export function formatAmount(amount: number, digits = DEFAULT_DIGITS): string {
  const text = formatNumber(amount, digits);
  const sign = text.startsWith('-') ? '-' : '';
  const [whole = '0', fraction] = text.slice(sign.length).split('.');
  return `${sign}${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

export function withSymbol(text: string, fmt: MoneyFormat): string {
  const sign = text.startsWith('-') ? '-' : '';
  const body = text.slice(sign.length);
  return sign + (fmt.direction === 'right' ? `${body}${fmt.symbol}` : `${fmt.symbol}${body}`);
}

/**
 * The one money formatter: `৳1,500.00` (symbol left) or `1,500.00৳` (right), with the configured decimals;
 * a negative amount reads `-৳5.00`.
 */
export function formatMoney(amount: number, fmt: MoneyFormat): string {
  return withSymbol(formatAmount(amount, fmt.digits), fmt);
}

/** A wallet or history movement: `+৳25.00` for money in, `-৳5.00` for money out. */
export function formatSignedMoney(amount: number, fmt: MoneyFormat): string {
  const text = formatMoney(amount, fmt);
  return toMinor(amount, fmt.digits) > 0 ? `+${text}` : text;
}
