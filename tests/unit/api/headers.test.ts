import { describe, expect, it } from 'vitest';
import { overrideHeaders, requestHeaders } from '../../../src/api/headers';
import { getScope } from '../../../src/api/scope';
import { normaliseZoneId } from '../../../src/domain/zone';

function store(values: Record<string, string>) {
  const m = new Map(Object.entries(values));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('request headers', () => {
  it('acc §7 headers are sent only when the data exists', () => {
    expect(requestHeaders(store({}))).toEqual({ Accept: 'application/json', 'X-software-id': '33571750' });
  });

  it('acc §7 every header from stored values: zoneId as the JSON array string, module id, position, language, bearer token', () => {
    const h = requestHeaders(
      store({
        zoneid: '"[2,1]"',
        module: JSON.stringify({ id: 3, module_type: 'pharmacy' }),
        currentLatLng: JSON.stringify({ lat: 23.75, lng: '90.36' }),
        'language-setting': 'ar',
        token: 'abc',
      }),
    );
    expect(h).toMatchObject({
      zoneId: '[2,1]',
      moduleId: '3',
      latitude: '23.75',
      longitude: '90.36',
      'X-localization': 'ar',
      Authorization: 'Bearer abc',
    });
  });

  it('api §1.3 zoneId is never sent as a bare number or garbage', () => {
    expect(normaliseZoneId('[1]')).toBe('[1]');
    expect(normaliseZoneId('"[1,2]"')).toBe('[1,2]');
    expect(normaliseZoneId('1')).toBe('[1]');
    expect(normaliseZoneId('not json')).toBeNull();
    expect(normaliseZoneId('[]')).toBeNull();
  });

  it('api §1.4 a "null" token is not sent as Bearer null', () => {
    expect(requestHeaders(store({ token: 'null' })).Authorization).toBeUndefined();
  });
});

describe('one owner of the scope: the headers read the parsed scope', () => {
  it('acc §7 the headers and the scope agree: a position with an empty coordinate is no position, a module without its kind no module', () => {
    const device = store({
      currentLatLng: JSON.stringify({ lat: '', lng: 90.36 }),
      module: JSON.stringify({ id: 2 }),
      zoneid: '[1]',
    });
    expect(getScope(device)).toMatchObject({ position: null, moduleId: null, zone: '[1]' });
    const h = requestHeaders(device);
    expect(h.latitude).toBeUndefined();
    expect(h.moduleId).toBeUndefined();
    expect(h.zoneId).toBe('[1]');
  });

  it('core §2 /store link: its zone is sent only where the customer has none chosen; the chosen one wins', () => {
    expect(overrideHeaders({ zone: null }, { moduleId: 3, zoneId: 2 })).toEqual({ moduleId: '3', zoneId: '[2]' });
    expect(overrideHeaders({ zone: '[1]' }, { moduleId: 3, zoneId: 2 })).toEqual({ moduleId: '3', zoneId: '[1]' });
    expect(overrideHeaders({ zone: null }, {})).toEqual({});
  });

  it('core §4 Module choice: the rental cart is read with an empty zone, so the platform drops no line before the check', () => {
    expect(overrideHeaders({ zone: '[1]' }, { moduleId: 6, zoneId: 'none' })).toEqual({ moduleId: '6', zoneId: '' });
  });
});
