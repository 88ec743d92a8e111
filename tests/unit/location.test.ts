import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  coordinatesLabel,
  GEOLOCATION_DECISION_MS,
  initialZoom,
  isSearchable,
  MAP_ADDRESS_MODAL_HEIGHT,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_ZONE_ZOOM,
  parseLatLng,
  problemOf,
  toLatLng,
  wordingFor,
} from '../../src/domain/location';
import { cartFitsZones, isCartEmpty, parseZoneIds, pickupZoneIds, zoneNames } from '../../src/domain/zone';
import { modulesForZones, needsModuleChoice, parseStoredModule, toStoredModule } from '../../src/domain/module';

describe('location rules', () => {
  it('core §9, acc §9: geolocation decides within 5000 ms; the map zooms 1 to 21, from 17, or 9 on the zones; 236px in the address modal', () => {
    expect(GEOLOCATION_DECISION_MS).toBe(5000);
    expect([MAP_MIN_ZOOM, MAP_MAX_ZOOM, MAP_DEFAULT_ZOOM, MAP_ZONE_ZOOM]).toEqual([1, 21, 17, 9]);
    expect(initialZoom(false)).toBe(17);
    expect(initialZoom(true)).toBe(9);
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(22.5)).toBe(21);
    expect(clampZoom(12.3)).toBe(12.3);
    expect(clampZoom(Number.NaN)).toBe(17);
    expect(MAP_ADDRESS_MODAL_HEIGHT).toBe(236);
  });

  it('core §4 Location change: pickup wording in rental, delivery everywhere else', () => {
    expect(wordingFor('rental')).toBe('pickup');
    for (const t of ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel', null, undefined])
      expect(wordingFor(t)).toBe('delivery');
  });

  it('core §3 currentLatLng: read as stored, numbers or numeric strings; anything else is no point', () => {
    expect(parseLatLng('{"lat":23.7557,"lng":90.3753}')).toEqual({ lat: 23.7557, lng: 90.3753 });
    expect(parseLatLng('{"lat":"23.757989","lng":"90.360587"}')).toEqual({ lat: 23.757989, lng: 90.360587 });
    for (const bad of [
      null,
      '',
      'not json',
      '{"lat":null,"lng":1}',
      '{"lat":"","lng":""}',
      '{"lat":95,"lng":10}',
      '[1,2]',
      '"x"',
    ])
      expect(parseLatLng(bad)).toBeNull();
    expect(toLatLng('23.75', '90.37')).toEqual({ lat: 23.75, lng: 90.37 });
    expect(toLatLng(null, '90')).toBeNull();
    expect(toLatLng('abc', '90')).toBeNull();
  });

  it('a point without an address is labelled by its coordinates; a search needs two letters', () => {
    expect(coordinatesLabel({ lat: 23.7, lng: 90.35 })).toBe('23.700000, 90.350000');
    expect(isSearchable(' d ')).toBe(false);
    expect(isSearchable('dh')).toBe(true);
  });

  it("core §4: the server's message is kept word for word; network failures become a message id", () => {
    expect(problemOf({ message: 'Service not available in this area' }, 'lookupFailed')).toEqual({
      message: 'Service not available in this area',
    });
    expect(problemOf({ id: 'placeNotFound' }, 'lookupFailed')).toEqual({ id: 'placeNotFound' });
    expect(problemOf(new TypeError('Failed to fetch'), 'lookupFailed')).toEqual({ id: 'lookupFailed' });
    expect(problemOf({ message: '  ' }, 'placeNotFound')).toEqual({ id: 'placeNotFound' });
    expect(problemOf(undefined, 'lookupFailed')).toEqual({ id: 'lookupFailed' });
  });
});

describe('zone rules', () => {
  it('api §6.1: the stored zoneid is the JSON string as returned; older bare ids and double encoding are read too', () => {
    expect(parseZoneIds('[2,1]')).toEqual([2, 1]);
    expect(parseZoneIds('"[3]"')).toEqual([3]);
    expect(parseZoneIds('4')).toEqual([4]);
    expect(parseZoneIds('["1","2"]')).toEqual([1, 2]);
    for (const bad of [null, undefined, '', 'x', '[0,-1]', '{}']) expect(parseZoneIds(bad)).toEqual([]);
  });

  it('api2 §11: pickup_zone_id is an array of strings, or that array JSON-encoded in raw rows', () => {
    expect(pickupZoneIds(['1', '2'])).toEqual(['1', '2']);
    expect(pickupZoneIds('["3"]')).toEqual(['3']);
    expect(pickupZoneIds([1, 2])).toEqual(['1', '2']);
    expect(pickupZoneIds(null)).toEqual([]);
    expect(pickupZoneIds('oops')).toEqual([]);
  });

  it("core §4 Module choice: the first cart line's provider must pick up in one of the allowed zones", () => {
    const cart = (...zones: unknown[]) => ({ carts: zones.map((z) => ({ provider: { pickup_zone_id: z } })) });
    expect(cartFitsZones(cart(['1', '2']), [2, 1])).toBe(true);
    expect(cartFitsZones(cart(['3']), [2, 1])).toBe(false);
    // Only the first line counts.
    expect(cartFitsZones(cart(['3'], ['1']), [1])).toBe(false);
    expect(cartFitsZones(cart(['1'], ['3']), [1])).toBe(true);
    expect(cartFitsZones(cart([]), [1])).toBe(false);
    expect(cartFitsZones(cart('["2"]'), [2])).toBe(true);
    expect(cartFitsZones({ carts: [{ provider: null }] }, [1])).toBe(false);
    expect(cartFitsZones({ carts: [] }, [1])).toBe(true);
    expect(isCartEmpty({ carts: [] })).toBe(true);
    expect(isCartEmpty(null)).toBe(true);
    expect(isCartEmpty(cart(['1']))).toBe(false);
  });

  it('acc §2 Header: the names of the stored zones, smallest first', () => {
    const zones = [
      { id: 1, name: 'Dhaka Central', display_name: 'Dhaka Central' },
      { id: 2, name: 'Dhanmondi', display_name: null },
    ];
    expect(zoneNames(zones, [2, 1])).toEqual(['Dhanmondi', 'Dhaka Central']);
    expect(zoneNames([...zones, ...zones], [1])).toEqual(['Dhaka Central']);
    expect(zoneNames(zones, [9])).toEqual([]);
  });
});

describe('module rules', () => {
  const food = {
    id: 1,
    module_type: 'food',
    module_name: 'Food',
    icon_full_url: 'http://x/food.svg',
    zones: [{ id: 1 }, { id: 2 }],
  };
  const pharmacy = { id: 3, module_type: 'pharmacy', module_name: 'Pharmacy', zones: [{ id: 1 }] };
  const noZones = { id: 4, module_type: 'ecommerce', module_name: 'Shop' };

  it('core §3 Module: stored with id and module_type (plus name and icon for the views)', () => {
    expect(toStoredModule(food)).toEqual({
      id: 1,
      module_type: 'food',
      module_name: 'Food',
      icon_full_url: 'http://x/food.svg',
    });
    expect(parseStoredModule(JSON.stringify({ id: 6, module_type: 'rental' }))).toEqual({
      id: 6,
      module_type: 'rental',
    });
    expect(parseStoredModule('{"id":"2","module_type":"grocery","module_name":"Grocery"}')).toEqual({
      id: 2,
      module_type: 'grocery',
      module_name: 'Grocery',
    });
    for (const bad of [null, '', '{', '{"id":0,"module_type":"food"}', '{"id":1}', '[]'])
      expect(parseStoredModule(bad)).toBeNull();
  });

  it('acc §2 side rail: modules of the saved zones only; without zone information a module is kept', () => {
    expect(modulesForZones([food, pharmacy, noZones], [3]).map((m) => m.id)).toEqual([4]);
    expect(modulesForZones([food, pharmacy, noZones], [2]).map((m) => m.id)).toEqual([1, 4]);
    expect(modulesForZones([food, pharmacy], []).map((m) => m.id)).toEqual([1, 3]);
  });

  it('core §4 Module choice: /home asks for a module when none is chosen or the chosen one is not offered here', () => {
    expect(needsModuleChoice(null, undefined)).toBe(true);
    expect(needsModuleChoice({ id: 3, module_type: 'pharmacy' }, undefined)).toBe(false);
    expect(needsModuleChoice({ id: 3, module_type: 'pharmacy' }, [food])).toBe(true);
    expect(needsModuleChoice({ id: 1, module_type: 'food' }, [food])).toBe(false);
  });
});
