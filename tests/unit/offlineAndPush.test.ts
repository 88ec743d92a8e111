import { describe, expect, it } from 'vitest';
import { parseOrderPlacedSearch } from '../../src/routes/order-placed';
import { parseOrderSearch } from '../../src/routes/my-orders_.$orderId';
import { fcmCredentialsOf } from '../../src/api/queries/notifications';

describe('Offline payment: the method chosen at checkout travels in the links (turn4 §5.2)', () => {
  it('turn4 §5.2 Order placed: offline_method is kept only as a positive whole number', () => {
    expect(parseOrderPlacedSearch({ order_id: '100010', offline_method: '2' })).toEqual({ order_id: 100010, offline_method: 2 });
    expect(parseOrderPlacedSearch({ order_id: '100010', offline_method: '2x' })).toEqual({ order_id: 100010 });
    expect(parseOrderPlacedSearch({ order_id: '100010', offline_method: -1 })).toEqual({ order_id: 100010 });
  });

  it("turn4 §5.3 Order details: ?offline_method opens that method's form; anything else is ignored", () => {
    expect(parseOrderSearch({ offline_method: 2 })).toEqual({ offline_method: 2 });
    expect(parseOrderSearch({ offline_method: '<script>' })).toEqual({});
    expect(parseOrderSearch({})).toEqual({});
  });
});

describe("Push: the business's Firebase web config (turn4 §4.5)", () => {
  const keys = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: '1:1:web:a', authDomain: null };

  it('turn4 §4.5 Push: a complete web config turns push on; none, or one missing a key, leaves it off', () => {
    expect(fcmCredentialsOf({ fcm_credentials: keys })).toEqual(keys);
    expect(fcmCredentialsOf({ fcm_credentials: null })).toBeNull();
    expect(fcmCredentialsOf({})).toBeNull();
    expect(fcmCredentialsOf(undefined)).toBeNull();
    expect(fcmCredentialsOf({ fcm_credentials: { ...keys, appId: ' ' } })).toBeNull();
    expect(fcmCredentialsOf({ fcm_credentials: 'keys' })).toBeNull();
  });
});
