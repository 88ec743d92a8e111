// Money fields a customer posts (tips, top-ups, the client's totals): finite, within their range and, where
// the server uses the figure, no finer than the currency's decimals (config digit_after_decimal_point). A tip
// of 1e-9 once made a NaN total: the amount was read as text "1e-9" and the minor units came out NaN.
import { fail } from '../http/errors.ts';

export interface MoneyRule {
  min: number;
  max: number;
  /** The server uses the figure: it must be whole minor units. A client's own total is only range-checked. */
  exact?: boolean;
}

/** Refuses the first money field out of its rule: 403 in the platform's validation shape, code = the field. */
export function checkMoney(body: Record<string, unknown>, rules: Record<string, MoneyRule>, digits: number): void {
  for (const [field, rule] of Object.entries(rules)) {
    const raw = body[field];
    if (raw === undefined || raw === null || raw === '') continue;
    const x = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    const name = field.replaceAll('_', ' ');
    if (!Number.isFinite(x)) fail(403, field, `The ${name} must be a number.`);
    if (x < rule.min) fail(403, field, `The ${name} must be at least ${rule.min}.`);
    if (x > rule.max) fail(403, field, `The ${name} must not be greater than ${rule.max}.`);
    if (rule.exact && Number(x.toFixed(digits)) !== x)
      fail(403, field, `The ${name} must have at most ${digits} decimal places.`);
  }
}
