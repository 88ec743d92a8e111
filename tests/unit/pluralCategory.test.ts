import { describe, expect, it } from 'vitest';
import { pluralCategory } from '../../src/i18n/pluralCategory';

describe('pluralCategory', () => {
  it('acc §2 Header: the cart label counts in English as one and other', () => {
    expect([0, 1, 2, 11].map((n) => pluralCategory(n, 'en'))).toEqual(['other', 'one', 'other', 'other']);
  });

  it("acc §2 Header: the cart label counts in Arabic's six forms", () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralCategory(n, 'ar'))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
  });
});
