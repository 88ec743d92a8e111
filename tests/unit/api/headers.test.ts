import { describe, expect, it } from 'vitest';
import { normaliseZoneId, requestHeaders } from '../../../src/api/headers';

function store(values: Record<string, string>) {
  const m = new Map(Object.entries(values));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
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
    expect(h).toMatchObject({ zoneId: '[2,1]', moduleId: '3', latitude: '23.75', longitude: '90.36', 'X-localization': 'ar', Authorization: 'Bearer abc' });
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
