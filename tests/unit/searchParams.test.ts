import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  arrayOf,
  either,
  exactNumber,
  maybe,
  number,
  oneOf,
  optional,
  orElse,
  searchSchema,
  string,
  withDefault,
} from '../../src/domain/searchParams';

/**
 * The routes' search schemas were zod/mini schemas; src/domain/searchParams replaces them to keep zod's parser
 * out of the first load. Each kind of field the routes use gives what its zod schema gave, for the values a
 * URL's search can hold (strings, numbers, booleans, null, arrays, objects) and for absent and undefined keys.
 */
const values: unknown[] = [
  '',
  '0',
  '5',
  '5.5',
  '-3',
  ' 7 ',
  'abc',
  '12a',
  'Infinity',
  '1e400',
  '0x10',
  'category',
  'allCategories',
  'success',
  'fail',
  'asc',
  'hourly',
  '123',
  '01700000001',
  '+8801700000001',
  'x'.repeat(20),
  'x'.repeat(21),
  0,
  1,
  2,
  -1,
  3.5,
  NaN,
  Infinity,
  true,
  false,
  null,
  [],
  [1],
  ['2'],
  [1, '2'],
  [1, 'x'],
  ['a', 'b'],
  [null],
  {},
  { a: 1 },
  undefined,
];

/** What a parse gives, as comparable text: the object with its keys in order, or that it throws. */
function outcome(parse: () => unknown): string {
  try {
    const r = parse() as Record<string, unknown>;
    return JSON.stringify(
      Object.entries(r).map(([k, v]) => [k, v === undefined ? '<undefined>' : Number.isNaN(v) ? '<NaN>' : v]),
    );
  } catch {
    return 'throws';
  }
}

function sameAsZod(zodSchema: z.ZodMiniType, ours: (s: Record<string, unknown>) => unknown) {
  const inputs: Record<string, unknown>[] = [{}, { other: 'x' }];
  for (const v of values) inputs.push({ a: v }, { a: v, b: v }, { b: v, other: 1 });
  for (const input of inputs) {
    expect(
      outcome(() => ours(input)),
      JSON.stringify(input),
    ).toBe(outcome(() => zodSchema.parse(input)));
  }
}

describe('search params read as the zod schemas did', () => {
  it('maybe(...) is optional(catch(optional(...), undefined))', () => {
    const opt = <T extends z.core.SomeType>(schema: T) => z.optional(z.catch(z.optional(schema), undefined));
    sameAsZod(
      z.object({ a: opt(z.coerce.number()), b: opt(z.string()) }),
      searchSchema({ a: maybe(number), b: maybe(string()) }),
    );
    sameAsZod(
      z.object({ a: opt(z.enum(['category', 'allCategories'])), b: opt(z.literal(1)) }),
      searchSchema({ a: maybe(oneOf(['category', 'allCategories'])), b: maybe(oneOf([1])) }),
    );
    sameAsZod(
      z.object({ a: opt(z.array(z.coerce.number())), b: opt(z.array(z.string())) }),
      searchSchema({ a: maybe(arrayOf(number)), b: maybe(arrayOf(string())) }),
    );
    sameAsZod(
      z.object({ a: opt(z.union([z.number(), z.string()])) }),
      searchSchema({ a: maybe(either(exactNumber, string())) }),
    );
    sameAsZod(
      z.object({
        a: z.optional(z.catch(z.union([z.literal('success'), z.literal('fail'), z.undefined()]), undefined)),
      }),
      searchSchema({ a: maybe(oneOf(['success', 'fail'])) }),
    );
  });

  it('orElse(...) is optional(catch(..., fallback))', () => {
    sameAsZod(
      z.object({ a: z.optional(z.catch(z.string(), 'profile-settings')) }),
      searchSchema({ a: orElse(string(), 'profile-settings') }),
    );
    sameAsZod(
      z.object({
        a: z.optional(z.catch(z.string().check(z.regex(/^\d*$/)), '')),
        b: z.optional(z.catch(z.string().check(z.maxLength(20)), '')),
      }),
      searchSchema({
        a: orElse(
          string((s) => /^\d*$/.test(s)),
          '',
        ),
        b: orElse(
          string((s) => s.length <= 20),
          '',
        ),
      }),
    );
  });

  it('withDefault(...) is catch(..., fallback)', () => {
    sameAsZod(
      z.object({ a: z.catch(z.enum(['cart', 'buy_now', 'campaign']), 'cart'), b: z.catch(z.coerce.number(), 0) }),
      searchSchema({ a: withDefault(oneOf(['cart', 'buy_now', 'campaign']), 'cart'), b: withDefault(number, 0) }),
    );
  });

  it('optional(...) is optional(...): a wrong value is an error', () => {
    sameAsZod(
      z.object({ a: z.optional(z.string()), b: z.optional(z.string()) }),
      searchSchema({ a: optional(string()), b: optional(string()) }),
    );
    expect(() => searchSchema({ token: optional(string()) })({ token: 5 })).toThrow();
  });
});
