/**
 * The platform's switches arrive as 1/0, "1"/"0" or true/false depending on the endpoint and the admin's
 * version (api §1 config, zone and store flags). One reading of them, so a flag never means "on" on one
 * screen and "off" on another.
 */
export type Flag = boolean | number | string | null | undefined;

/** On when the platform says 1, "1" or true; anything else (0, "0", null, absent, unknown strings) is off. */
export const flagOn = (v: unknown): boolean => v === true || v === 1 || v === '1';

/** A switch that may be absent: absent means `fallback` (e.g. a zone that does not restrict a payment method). */
export const flagOr = (v: unknown, fallback: boolean): boolean =>
  v === undefined || v === null ? fallback : flagOn(v);
