import { describe, expect, it } from 'vitest';
import { asksInterestAfterSignIn } from '../../src/domain/authFlow';

const base = { zoneSet: true, moduleType: 'food', moduleId: 1, savedModules: [] as number[], path: '/home' };

describe('acc §2 /interest after sign-in', () => {
  it('asks on a home page when the module has no saved interests yet', () => {
    expect(asksInterestAfterSignIn(base)).toBe(true);
    expect(asksInterestAfterSignIn({ ...base, path: '/' })).toBe(true);
  });

  it('does not ask again once the module has saved interests, nor for parcel, nor without a zone', () => {
    expect(asksInterestAfterSignIn({ ...base, savedModules: [1] })).toBe(false);
    expect(asksInterestAfterSignIn({ ...base, moduleType: 'parcel', moduleId: 5 })).toBe(false);
    expect(asksInterestAfterSignIn({ ...base, zoneSet: false })).toBe(false);
    expect(asksInterestAfterSignIn({ ...base, moduleId: null, moduleType: null })).toBe(false);
  });

  it('leaves a customer who signed in on the way to checkout or a product where they are', () => {
    expect(asksInterestAfterSignIn({ ...base, path: '/checkout' })).toBe(false);
    expect(asksInterestAfterSignIn({ ...base, path: '/product/classic-beef-burger' })).toBe(false);
  });
});
