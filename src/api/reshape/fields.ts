/**
 * Reading an answer's loosely typed fields once, at the boundary: the platform sends ids, amounts and
 * coordinates as numbers or as numeric strings, and flags as booleans or 0/1.
 */

/** A finite number, from a number or a numeric string; else the fallback. */
export const numberOr = <T>(v: unknown, fallback: T): number | T =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : fallback;

/** A string as it came; else the fallback. */
export const textOr = <T>(v: unknown, fallback: T): string | T => (typeof v === 'string' ? v : fallback);

/** A number or a string as text (a code the platform sends either way); else null. */
export const codeOf = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/** true, 1 or "1" (the platform's flags). */
export const flagOf = (v: unknown): boolean => v === true || v === 1 || v === '1';
