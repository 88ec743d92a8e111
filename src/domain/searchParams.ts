/**
 * The routes' search-param schemas. Every route's `validateSearch` is part of the route tree, so it is in the
 * first load of every page; these few readers do what the routes' zod/mini schemas did (the same results,
 * tests/unit/searchParams.test.ts checks them against zod) without zod's parser in the first load
 * (docs/budgets.md).
 *
 * A reader returns its value, or INVALID. A field says what a key becomes:
 * - `maybe(r)`: absent stays absent; invalid or undefined becomes undefined (zod: optional(catch(optional(r), undefined))).
 * - `orElse(r, d)`: absent stays absent, undefined stays undefined, invalid becomes d (zod: optional(catch(r, d))).
 * - `withDefault(r, d)`: always there; absent or invalid becomes d (zod: catch(r, d)).
 * - `optional(r)`: absent stays absent, undefined stays undefined, invalid is an error (zod: optional(r)).
 */

export const INVALID: unique symbol = Symbol('invalid');
export type Reader<T> = (value: unknown) => T | typeof INVALID;

/** A number, or a value that converts to a finite one ('5', null → 0) (zod: coerce.number()). */
export const number: Reader<number> = (value) => {
  let n: number;
  try {
    n = Number(value);
  } catch {
    return INVALID;
  }
  return Number.isFinite(n) ? n : INVALID;
};

/** A finite number as it is (zod: number()). */
export const exactNumber: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : INVALID;

/** A string, optionally passing a check (zod: string(), with .check(regex) or .check(maxLength)). */
export const string =
  (check?: (s: string) => boolean): Reader<string> =>
  (value) =>
    typeof value === 'string' && (!check || check(value)) ? value : INVALID;

export const oneOf =
  <const T extends readonly (string | number)[]>(options: T): Reader<T[number]> =>
  (value) =>
    options.includes(value as T[number]) ? (value as T[number]) : INVALID;

export const arrayOf =
  <T>(item: Reader<T>): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return INVALID;
    const out: T[] = [];
    for (const v of value) {
      const r = item(v);
      if (r === INVALID) return INVALID;
      out.push(r);
    }
    return out;
  };

/** The first reader that accepts the value (zod: union). */
export const either =
  <A, B>(a: Reader<A>, b: Reader<B>): Reader<A | B> =>
  (value) => {
    const r = a(value);
    return r === INVALID ? b(value) : r;
  };

export interface Field<T, Optional extends boolean> {
  readonly optional: Optional;
  /** What the key becomes, given whether it is present and its value. */
  read(value: unknown): T;
}

export const maybe = <T>(reader: Reader<T>): Field<T | undefined, true> => ({
  optional: true,
  read: (value) => {
    if (value === undefined) return undefined;
    const r = reader(value);
    return r === INVALID ? undefined : r;
  },
});

export const orElse = <T>(reader: Reader<T>, fallback: T): Field<T | undefined, true> => ({
  optional: true,
  read: (value) => {
    if (value === undefined) return undefined;
    const r = reader(value);
    return r === INVALID ? fallback : r;
  },
});

export const withDefault = <T>(reader: Reader<T>, fallback: T): Field<T, false> => ({
  optional: false,
  read: (value) => {
    const r = reader(value);
    return r === INVALID ? fallback : r;
  },
});

export const optional = <T>(reader: Reader<T>): Field<T | undefined, true> => ({
  optional: true,
  read: (value) => {
    if (value === undefined) return undefined;
    const r = reader(value);
    if (r === INVALID) throw new Error(`Invalid search param value: ${JSON.stringify(value)}`);
    return r;
  },
});

type Fields = Record<string, Field<unknown, boolean>>;
type ValueOf<F> = F extends Field<infer T, boolean> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type SearchOf<S extends Fields> = Simplify<
  { [K in keyof S as S[K]['optional'] extends true ? K : never]?: ValueOf<S[K]> } & {
    [K in keyof S as S[K]['optional'] extends true ? never : K]: ValueOf<S[K]>;
  }
>;

/** A route's search schema: only its keys, in its order (zod: object(...).parse). */
export function searchSchema<S extends Fields>(fields: S): (search: Record<string, unknown>) => SearchOf<S> {
  return (search) => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(fields)) {
      const present = Object.prototype.hasOwnProperty.call(search, key);
      const field = fields[key]!;
      if (!present && field.optional) continue;
      out[key] = field.read(present ? search[key] : undefined);
    }
    return out as SearchOf<S>;
  };
}
