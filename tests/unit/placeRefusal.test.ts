import { describe, expect, it } from 'vitest';
import { placeRefusalDetail, placeRefusalMessage, problemMessages } from '../../src/features/checkout/messages';

describe('acc §8 Place Order refusals', () => {
  it("acc §8 cash on delivery above the limit: the server refusing it first (code order_amount) reads as the page's own message", () => {
    expect(
      placeRefusalMessage({
        status: 403,
        code: 'order_amount',
        messages: ['The total amount of the order, exceeds maximum amount of the cash on delivery method.'],
      }),
    ).toBe(problemMessages.codLimit);
  });

  it("acc §8 cash on delivery above the limit: the server's words are not shown under the page's (they are the same message, in English)", () => {
    expect(
      placeRefusalDetail({
        status: 403,
        code: 'order_amount',
        messages: ['The total amount of the order, exceeds maximum amount of the cash on delivery method.'],
      }),
    ).toEqual([]);
  });

  it("acc §8 a known code whose server words add a detail keeps them under the page's text", () => {
    expect(
      placeRefusalDetail({ status: 406, code: 'order_time', messages: ['Store is closed at the scheduled time'] }),
    ).toEqual(['Store is closed at the scheduled time']);
  });

  it("acc §8 a code the page does not know keeps the server's words", () => {
    expect(placeRefusalMessage({ status: 403, code: 'something_new', messages: ['x'] })).toBeNull();
  });
});
