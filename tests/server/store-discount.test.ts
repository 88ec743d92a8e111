// @vitest-environment node
/** acc §9 Store discount window on the server: the same table of cases the page's unit test runs. */
import { describe, expect, it } from 'vitest';
import { storeDiscount } from '../../server/format/store.ts';
import { STORE_DISCOUNT_CASES, caseNow } from '../fixtures/store-discount-cases.ts';

describe('acc §9 Store discount: one daily window, the same on the server as on the page', () => {
  for (const c of STORE_DISCOUNT_CASES)
    it(`acc §9 Store discount: ${c.name} → ${c.running ? 'charged' : 'not charged'}`, () => {
      const def = { id: 1, ...c.window, min_purchase: 0, max_discount: 0, discount: 10, discount_type: 'percent' };
      expect(storeDiscount({ discount_def: def } as never, caseNow(c)) !== null).toBe(c.running);
    });
});
