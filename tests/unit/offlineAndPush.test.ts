import { describe, expect, it } from 'vitest';
import { offlineMethodOf } from '../../src/domain/offlineMethodLink';
import { fcmCredentialsOf } from '../../src/api/queries/pushConfig';

describe('Offline payment: the method chosen at checkout travels in the links (turn4 §5.2)', () => {
  it('turn4 §5.3 Order placed and order details: ?offline_method names the method whose form opens; anything else is ignored', () => {
    expect(offlineMethodOf({ order_id: 100010, offline_method: 2 })).toBe(2);
    expect(offlineMethodOf({ offline_method: '2' })).toBe(2);
    expect(offlineMethodOf({ offline_method: '2x' })).toBeNull();
    expect(offlineMethodOf({ offline_method: -1 })).toBeNull();
    expect(offlineMethodOf({})).toBeNull();
    expect(offlineMethodOf(null)).toBeNull();
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
