import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { locationPickerMachine, type LocationPickerInput } from '../../machines/location/locationPicker.machine';
import { catalog } from '../../machines/catalog';
import type { LatLng, PlaceSuggestion } from '../../src/domain/location';
import { coverage, modelPaths, replay } from '../tools/model';

const DHANMONDI_27: PlaceSuggestion = {
  placeId: 'place-dhanmondi-27',
  text: 'Dhanmondi 27, Dhanmondi, Dhaka, Bangladesh',
};

const OUT_OF_ZONE = { message: 'Service not available in this area' };

interface Fakes {
  suggest?: (text: string) => Promise<PlaceSuggestion[]>;
  details?: (placeId: string) => Promise<LatLng>;
  geolocate?: () => Promise<LatLng>;
  reverse?: (p: LatLng) => Promise<string | null>;
  zone?: (p: LatLng) => Promise<{ zoneId: string }>;
}

function start(input: Partial<LocationPickerInput> = {}, fakes: Fakes = {}) {
  const calls: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params?: unknown) => void calls.push([name, params]);
  const requests: Array<[string, unknown]> = [];
  const actor = createActor(
    locationPickerMachine.provide({
      actors: {
        suggestPlaces: fromPromise(({ input }: { input: { text: string } }) => {
          requests.push(['suggest', input.text]);
          return (fakes.suggest ?? (async () => [DHANMONDI_27]))(input.text);
        }),
        placeDetails: fromPromise(({ input }: { input: { placeId: string } }) => {
          requests.push(['details', input.placeId]);
          return (fakes.details ?? (async () => ({ lat: 23.7557, lng: 90.3753 })))(input.placeId);
        }),
        geolocate: fromPromise(() => {
          requests.push(['geolocate', null]);
          return (fakes.geolocate ?? (async () => ({ lat: 23.7461, lng: 90.3742 })))();
        }),
        reverseGeocode: fromPromise(({ input }: { input: LatLng }) => {
          requests.push(['reverse', input]);
          return (fakes.reverse ?? (async () => 'Dhanmondi Lake, Dhanmondi, Dhaka, Bangladesh'))(input);
        }),
        zoneLookup: fromPromise(({ input }: { input: LatLng }) => {
          requests.push(['zone', input]);
          return (fakes.zone ?? (async () => ({ zoneId: '[2,1]' })))(input);
        }),
      },
      actions: {
        storeLocation: record('storeLocation'),
        markSelectedForNextLoad: record('markSelectedForNextLoad'),
        clearSelectedMark: record('clearSelectedMark'),
        announceSelected: record('announceSelected'),
        reloadPage: record('reloadPage'),
      },
    }),
    { input: { signedIn: false, wording: 'delivery', justSelected: null, ...input } },
  ).start();
  return { actor, calls, requests };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

const modelPathsOnce = () => modelPaths(catalog.locationPicker!);

describe('locationPicker machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('core §4 Location change: a searched place is looked up, stored with its zone ids verbatim, then the page reloads', async () => {
    const { actor, calls, requests } = start();
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.search.type', text: 'dha' });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'location.search.type', text: 'dhan' });
    await vi.advanceTimersByTimeAsync(299);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([['suggest', 'dhan']]);
    expect(actor.getSnapshot().context.suggestions).toEqual([DHANMONDI_27]);

    actor.send({ type: 'location.search.pick', ...DHANMONDI_27 });
    await flush();
    expect(requests.slice(1)).toEqual([
      ['details', 'place-dhanmondi-27'],
      ['zone', { lat: 23.7557, lng: 90.3753 }],
    ]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual([
      ['storeLocation', { place: { address: DHANMONDI_27.text, lat: 23.7557, lng: 90.3753 }, zoneId: '[2,1]' }],
      ['markSelectedForNextLoad', { wording: 'delivery' }],
      ['reloadPage', undefined],
    ]);
  });

  it('core §4 Location change: a search of one character asks for nothing and clears the suggestions', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.search.type', text: 'dhan' });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().context.suggestions).toHaveLength(1);
    actor.send({ type: 'location.search.type', text: 'd' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it("core §4 Location change: outside every zone the server's message is shown and nothing is stored", async () => {
    const { actor, calls } = start({}, { zone: async () => Promise.reject(OUT_OF_ZONE) });
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.search.pick', ...DHANMONDI_27 });
    await flush();
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.problem).toEqual(OUT_OF_ZONE);
    expect(calls).toEqual([]);
  });

  it('core §4 Location change: a network failure of the zone lookup is reported by message id, not as raw text', async () => {
    const { actor, calls } = start({}, { zone: async () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.search.pick', ...DHANMONDI_27 });
    await flush();
    expect(actor.getSnapshot().context.problem).toEqual({ id: 'lookupFailed' });
    expect(calls).toEqual([]);
  });

  it('core §4 Location change: the current location is named by the geocoder and stored', async () => {
    const { actor, calls, requests } = start();
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.current.request' });
    await flush();
    expect(requests).toEqual([
      ['geolocate', null],
      ['reverse', { lat: 23.7461, lng: 90.3742 }],
      ['zone', { lat: 23.7461, lng: 90.3742 }],
    ]);
    expect(calls[0]).toEqual([
      'storeLocation',
      {
        place: { address: 'Dhanmondi Lake, Dhanmondi, Dhaka, Bangladesh', lat: 23.7461, lng: 90.3742 },
        zoneId: '[2,1]',
      },
    ]);
  });

  it('core §4 Location change: without an address for the point, its coordinates are stored as the address', async () => {
    const { actor, calls } = start({}, { reverse: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.current.request' });
    await flush();
    expect(calls[0]).toEqual([
      'storeLocation',
      { place: { address: '23.746100, 90.374200', lat: 23.7461, lng: 90.3742 }, zoneId: '[2,1]' },
    ]);
  });

  it('acc §8 Missing geolocation: refused or missing is not an error, the other ways are offered', async () => {
    const { actor, calls } = start({}, { geolocate: async () => Promise.reject({ id: 'geolocationUnavailable' }) });
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.current.request' });
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.matches({ open: 'choosing' })).toBe(true);
    expect(snap.context.notice).toEqual({ id: 'geolocationUnavailable' });
    expect(snap.context.problem).toBeNull();
    expect(calls).toEqual([]);
  });

  it('core §9 Geolocation decision time-out: after 5000 ms without an answer the other ways are offered', async () => {
    const { actor } = start({}, { geolocate: () => new Promise<never>(() => {}) });
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.current.request' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().matches({ open: 'locating' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ id: 'geolocationUnavailable' });
  });

  it('core §9: the decision time-out and the debounce are named delays, so tests and QA can shorten them', () => {
    expect(locationPickerMachine.implementations.delays).toMatchObject({
      geolocationDecision: 5000,
      searchDebounce: 300,
    });
  });

  it('core §4 Location change: saved addresses are for signed-in customers only', async () => {
    const place = { address: 'House 12, Road 5, Dhanmondi', lat: 23.7465, lng: 90.376 };
    const guest = start({ signedIn: false });
    guest.actor.send({ type: 'location.open' });
    guest.actor.send({ type: 'location.address.pick', place });
    await flush();
    expect(guest.requests).toEqual([]);
    expect(guest.actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);

    const customer = start({ signedIn: true });
    customer.actor.send({ type: 'location.open' });
    customer.actor.send({ type: 'location.address.pick', place });
    await flush();
    expect(customer.requests).toEqual([['zone', { lat: 23.7465, lng: 90.376 }]]);
    expect(customer.calls[0]).toEqual(['storeLocation', { place, zoneId: '[2,1]' }]);
  });

  it('core §6: opening the picker reads the session again, so a sign-in needs no reload', async () => {
    const place = { address: 'House 12, Road 5, Dhanmondi', lat: 23.7465, lng: 90.376 };
    const { actor, requests } = start({ signedIn: false });
    actor.send({ type: 'location.open', signedIn: true, wording: 'pickup' });
    expect(actor.getSnapshot().context).toMatchObject({ signedIn: true, wording: 'pickup' });
    actor.send({ type: 'location.address.pick', place });
    await flush();
    expect(requests).toEqual([['zone', { lat: 23.7465, lng: 90.376 }]]);
  });

  it('acc §4 Map: moving the map names its centre; "Use this point" looks that point up', async () => {
    const { actor, calls, requests } = start({}, { reverse: async () => 'Airport, Uttara' });
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.map.open' });
    expect(actor.getSnapshot().matches({ open: { map: 'waiting' } })).toBe(true);
    actor.send({ type: 'location.map.move', lat: 23.85, lng: 90.4 });
    expect(actor.getSnapshot().matches({ open: { map: 'naming' } })).toBe(true);
    actor.send({ type: 'location.map.confirm' });
    expect(actor.getSnapshot().matches({ open: { map: 'naming' } })).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.mapAddress).toBe('Airport, Uttara');
    actor.send({ type: 'location.map.confirm' });
    await flush();
    expect(requests.at(-1)).toEqual(['zone', { lat: 23.85, lng: 90.4 }]);
    expect(calls[0]).toEqual([
      'storeLocation',
      { place: { address: 'Airport, Uttara', lat: 23.85, lng: 90.4 }, zoneId: '[2,1]' },
    ]);
  });

  it('acc §4 Map: a point outside every zone keeps the map open with the message; moving on clears it', async () => {
    const { actor, calls } = start({}, { zone: async () => Promise.reject(OUT_OF_ZONE), reverse: async () => null });
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.map.open' });
    actor.send({ type: 'location.map.move', lat: 23.62, lng: 90.5 });
    await flush();
    actor.send({ type: 'location.map.confirm' });
    await flush();
    expect(actor.getSnapshot().matches({ open: { map: 'named' } })).toBe(true);
    expect(actor.getSnapshot().context.problem).toEqual(OUT_OF_ZONE);
    actor.send({ type: 'location.map.move', lat: 23.75, lng: 90.37 });
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(calls).toEqual([]);
  });

  it('core §4 Location change: closing stores nothing, and reopening starts afresh', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.search.type', text: 'dhan' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'location.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'location.open' });
    expect(actor.getSnapshot().context).toMatchObject({ query: '', suggestions: [], problem: null, notice: null });
    expect(calls).toEqual([]);
  });

  it('core §4 Location change: rental uses the pickup wording, announced once on the load after the reload', async () => {
    const { actor, calls } = start({ wording: 'pickup' });
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.search.pick', ...DHANMONDI_27 });
    await flush();
    expect(calls[1]).toEqual(['markSelectedForNextLoad', { wording: 'pickup' }]);

    const after = start({ wording: 'pickup', justSelected: 'pickup' });
    expect(after.calls).toEqual([
      ['clearSelectedMark', undefined],
      ['announceSelected', { wording: 'pickup' }],
    ]);
    expect(start({ justSelected: null }).calls).toEqual([]);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.locationPicker!;
    const paths = modelPathsOnce();
    expect(paths.length).toBeGreaterThan(20);
    expect(coverage(entry.machine, paths)).toEqual({ missedStates: [], missedTransitions: [], mismatches: [] });
  }, 60_000);

  it('model: every path that stores a location reloads, and no path outside a zone stores one', () => {
    const entry = catalog.locationPicker!;
    for (const path of modelPathsOnce()) {
      const r = replay(entry.machine, path);
      expect(r.actions.includes('reloadPage')).toBe(r.actions.includes('storeLocation'));
      const last = path.steps.at(-1)!.event;
      if (last.type === 'xstate.error.actor.zoneLookup') expect(r.actions).not.toContain('storeLocation');
      if (last.type === 'xstate.done.actor.zoneLookup') expect(r.actions).toContain('storeLocation');
    }
  }, 60_000);
});
