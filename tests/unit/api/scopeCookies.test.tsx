import { afterEach, describe, expect, it } from 'vitest';
import { cookieNameOf, cookieStore } from '../../../src/api/scopeCookies';
import {
  getScope,
  mirrorScopeCookies,
  saveDeviceValue,
  saveLocation,
  saveModule,
  saveToken,
  dropToken,
  adoptRenderedScope,
  storage,
} from '../../../src/api/scope';
import { DEVICE_KEYS } from '../../../src/api/storage';

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), decodeURIComponent(c.slice(c.indexOf('=') + 1))]),
  );

afterEach(() => {
  localStorage.clear();
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('Scope mirrored into cookies for the server render', () => {
  it('Cookies: a chosen location and module are mirrored; local storage stays the source', () => {
    saveLocation({ address: 'Dhanmondi, Dhaka', lat: 23.75, lng: 90.36, zoneId: '[1,2]' });
    saveModule({ id: 2, module_type: 'grocery' } as never);
    const c = cookies();
    expect(c[cookieNameOf('zoneid')]).toBe('[1,2]');
    expect(c[cookieNameOf('location')]).toBe('Dhanmondi, Dhaka');
    expect(JSON.parse(c[cookieNameOf('module')]!)).toMatchObject({ id: 2, module_type: 'grocery' });
    expect(localStorage.getItem('zoneid')).toBe('[1,2]');
  });

  it('acc §8 Cookies: the token goes with the session, so the server renders the customer’s own pages: mirrored when signed in, gone on sign-out, on a 401 and on a boot without it', () => {
    saveToken('secret-token');
    expect(cookies()[cookieNameOf('token')]).toBe('secret-token');
    dropToken();
    expect(cookies()[cookieNameOf('token')]).toBeUndefined();
    saveToken('secret-token');
    // What the API client does on a 401 sent with the token.
    storage.removeItem('token');
    expect(cookies()[cookieNameOf('token')]).toBeUndefined();
    // Local storage cleared by other means: the next boot clears the stale cookie too.
    saveToken('secret-token');
    localStorage.removeItem('token');
    mirrorScopeCookies();
    expect(Object.values(cookies()).join(' ')).not.toContain('secret-token');
  });

  it('Cookies: a removed module removes its cookie; boot mirrors what an older visit stored and clears what it no longer stores', () => {
    saveModule({ id: 1, module_type: 'food' } as never);
    saveModule(null);
    expect(cookies()[cookieNameOf('module')]).toBeUndefined();
    localStorage.setItem('zoneid', '[3]');
    // boot.js wrote the resolved language of a device that never chose one: the boot mirror keeps it.
    document.cookie = `${cookieNameOf('language-setting')}=ar; Path=/`;
    // A module cookie left from a scope the device no longer stores is not rendered again.
    document.cookie = `${cookieNameOf('module')}=stale; Path=/`;
    mirrorScopeCookies();
    expect(cookies()[cookieNameOf('zoneid')]).toBe('[3]');
    expect(cookies()[cookieNameOf('language-setting')]).toBe('ar');
    expect(cookies()[cookieNameOf('module')]).toBeUndefined();
  });

  it("Cookies: a request's cookies read back as the stored values, others ignored", () => {
    const store = cookieStore(
      `${cookieNameOf('zoneid')}=%5B1%5D; token=abc; ${cookieNameOf('location')}=Gulshan%2C%20Dhaka; ${cookieNameOf('module')}=%E0%A4%A`,
    );
    expect(store.getItem('zoneid')).toBe('[1]');
    expect(store.getItem('location')).toBe('Gulshan, Dhaka');
    expect(store.getItem('token')).toBeNull();
    expect(store.getItem('module')).toBeNull();
  });

  it("Hydration: a page rendered for another scope than the device's (cookies that no longer mirror its storage) is not adopted, so it is drawn again", () => {
    storage.setItem('zoneid', '[9]');
    const before = getScope();
    expect(adoptRenderedScope({ ...before, zone: '[1]', zoneIds: [1] })).toBe(false);
    expect(adoptRenderedScope(null)).toBe(false);
    expect(getScope()).toBe(before);
    expect(getScope().zoneIds).toEqual([9]);
  });

  it('Hydration: a device whose scope is the one rendered keeps that very object, so nothing redraws', () => {
    storage.setItem('zoneid', '[4]');
    const rendered = JSON.parse(JSON.stringify(getScope()));
    expect(adoptRenderedScope(rendered)).toBe(true);
    expect(getScope()).toBe(rendered);
    storage.setItem('zoneid', '[5]');
    expect(getScope().zoneIds).toEqual([5]);
  });

  it('Scope: a value saved on the device that is not the scope (a recent search) keeps the scope the very object, so no view of it redraws', () => {
    saveLocation({ address: 'Dhanmondi, Dhaka', lat: 23.75, lng: 90.36, zoneId: '[1,2]' });
    const before = getScope();
    saveDeviceValue(DEVICE_KEYS.recentSearches, ['rice']);
    expect(getScope()).toBe(before);
    saveModule({ id: 1, module_type: 'food' } as never);
    expect(getScope()).not.toBe(before);
    expect(getScope().moduleId).toBe(1);
  });
});
