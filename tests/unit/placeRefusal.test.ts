import { describe, expect, it } from 'vitest';
import { placeRefusalMessage, problemMessages } from '../../src/features/checkout/messages';

describe('acc §8 Place Order refusals', () => {
  it('acc §8 cash on delivery above the limit: the server refusing it first (code order_amount) reads as the page\'s own message', () => {
    expect(placeRefusalMessage({ status: 403, code: 'order_amount', messages: ['The total amount of the order, exceeds maximum amount of the cash on delivery method.'] })).toBe(problemMessages.codLimit);
  });

  it('acc §8 a code the page does not know keeps the server\'s words', () => {
    expect(placeRefusalMessage({ status: 403, code: 'something_new', messages: ['x'] })).toBeNull();
  });
});
