import { describe, expect, it } from 'vitest';
import { type LocationPickerInput } from '../../machines/location/locationPicker.machine';
import { catalog } from '../../machines/catalog';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';
import type { LocationPickerContext } from '../../machines/location/locationPicker.machine';

describe('locationPicker machine, state by state', () => {
  it('core §4 Location change model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.locationPicker!, pickerExpectations);
  }, 120_000);
});

type View = StepView<LocationPickerContext>;

type Ev = Record<string, any> & { type: string };

const is = (v: View, type: string) => v.event?.type === type;

const named = (v: View) =>
  v.step.effects.flatMap((e) =>
    e.kind === 'action' && !e.context ? [e.params === undefined ? [e.name] : [e.name, e.params]] : [],
  );

const waits = (v: View) => v.step.effects.flatMap((e) => (e.kind === 'timer' ? [e.delay] : []));

/** The point the picker is about to look up, by hand: each way of choosing gives its own (core §4). */
function pointNow(v: View): { lat: number; lng: number } | null {
  let point: { lat: number; lng: number } | null = null;
  let pin: { lat: number; lng: number } | null = null;
  for (const e of v.events as Ev[]) {
    if (e.type === 'location.address.pick') point = { lat: e.place.lat, lng: e.place.lng };
    if (e.type === 'xstate.done.actor.placeDetails' || e.type === 'xstate.done.actor.geolocate') point = e.output;
    if (e.type === 'location.map.move') pin = { lat: e.lat, lng: e.lng };
    if (e.type === 'location.map.confirm') point = pin;
  }
  return point;
}

/** The wording of the address messages: the one the picker was last opened with, else the page's. */
function wordingNow(v: View): string {
  const opened = [...v.events].reverse().find((e) => e.type === 'location.open' && 'wording' in e) as Ev | undefined;
  return opened?.wording ?? (v.input as LocationPickerInput).wording;
}

/** Hand-written from core §2 Location picker, §4 Location change and acc §4 Map. */
const pickerExpectations: Expectations<LocationPickerContext> = {
  closed: {
    sees: 'the header shows the current location',
    check: (v) => {
      const just = (v.input as LocationPickerInput).justSelected;
      // Announced once, on the load after a choice; closing stores nothing.
      if (!v.event)
        expect(named(v)).toEqual(just ? [['clearSelectedMark'], ['announceSelected', { wording: just }]] : []);
      else expect(named(v)).toEqual([]);
    },
  },
  'open.choosing.idle': {
    sees: 'saved addresses (signed in), use current location, place search, pick on the map',
    check: (v) => {
      const e = v.event as Ev;
      if (is(v, 'location.open'))
        expect(v.context).toMatchObject({ query: '', suggestions: [], problem: null, notice: null, candidate: null });
      if (is(v, 'xstate.done.actor.suggestPlaces')) expect(v.context.suggestions).toEqual(e.output);
      if (is(v, 'xstate.error.actor.suggestPlaces') || is(v, 'location.search.type'))
        expect(v.context.suggestions).toEqual([]);
      if (is(v, 'xstate.error.actor.placeDetails')) expect(v.context.problem).toEqual({ id: 'placeNotFound' });
      if (is(v, 'xstate.error.actor.zoneLookup')) expect(v.context.problem).toEqual({ message: e.error.message });
      // Refused, missing or undecided geolocation is a notice, not an error.
      if (is(v, 'xstate.error.actor.geolocate') || v.event?.type.startsWith('xstate.after.geolocationDecision')) {
        expect(v.context).toMatchObject({ notice: { id: 'geolocationUnavailable' }, problem: null });
      }
      // A way that failed (place, current location, zone) leaves no half-chosen point behind.
      if (
        /^xstate\.(error\.actor\.(placeDetails|geolocate|zoneLookup)|after\.geolocationDecision)/.test(
          v.event?.type ?? '',
        )
      ) {
        expect(v.context.candidate).toBeNull();
      }
      expect(named(v)).toEqual([]);
    },
  },
  'open.choosing.debouncing': {
    sees: 'the typed place name; suggestions wait for a pause',
    context: (v) => ({ query: (v.event as Ev).text }),
    check: (v) => {
      expect((v.event as Ev).text.trim()).not.toBe('');
      expect(waits(v)).toEqual(['searchDebounce']);
    },
  },
  'open.choosing.suggesting': { sees: 'suggestions are asked for', calls: ['suggestPlaces'] },
  'open.resolvingPlace': {
    sees: 'the chosen suggestion is looked up',
    calls: ['placeDetails'],
    check: (v) => expect(v.context.pendingPlace).toMatchObject({ placeId: (v.event as Ev).placeId }),
  },
  'open.locating': {
    sees: 'the browser asks for the location; 5000 ms to decide',
    calls: ['geolocate'],
    check: (v) => expect(waits(v)).toEqual(['geolocationDecision']),
  },
  'open.namingPosition': {
    sees: 'the address of the current location is looked up',
    calls: ['reverseGeocode'],
    check: (v) => expect(v.context.candidate).toMatchObject(pointNow(v)!),
  },
  'open.map.waiting': { sees: 'the map loads', context: { mapCenter: null, problem: null } },
  'open.map.naming': {
    sees: "a spinner while the centre's address is looked up",
    calls: ['mapReverseGeocode'],
    check: (v) => expect(v.context.mapCenter).toEqual({ lat: (v.event as Ev).lat, lng: (v.event as Ev).lng }),
  },
  'open.map.named': {
    sees: 'the pin, its address and "Use this point"',
    check: (v) => {
      const e = v.event as Ev;
      if (is(v, 'xstate.done.actor.mapReverseGeocode')) expect(v.context.mapAddress).toBe(e.output);
      if (is(v, 'xstate.error.actor.mapReverseGeocode')) expect(v.context.mapAddress).toBeNull();
      // Outside every zone from the map: the server's message, and the pin stays for another try.
      if (is(v, 'xstate.error.actor.zoneLookup')) {
        expect(v.context.problem).toEqual({ message: e.error.message });
        expect(v.context.mapCenter).not.toBeNull();
      }
    },
  },
  'open.lookingUpZone': {
    sees: 'which zones serve this point?',
    calls: ['zoneLookup'],
    check: (v) => {
      expect(v.context.candidate).toMatchObject(pointNow(v)!);
      // A saved address is for signed-in customers only.
      if (is(v, 'location.address.pick')) {
        const opened = [...v.events].reverse().find((e) => e.type === 'location.open' && 'signedIn' in e) as
          Ev | undefined;
        expect(opened?.signedIn ?? (v.input as LocationPickerInput).signedIn).toBe(true);
      }
    },
  },
  saved: {
    sees: 'stored; the page reloads and then says "New Delivery address selected." (or Pickup)',
    check: (v) => {
      expect(v.step.status).toBe('done');
      const [store, mark, reload] = named(v);
      expect(store).toEqual([
        'storeLocation',
        { place: expect.objectContaining(pointNow(v)!), zoneId: (v.event as Ev).output.zoneId },
      ]);
      expect(mark).toEqual(['markSelectedForNextLoad', { wording: wordingNow(v) }]);
      expect(reload).toEqual(['reloadPage']);
    },
  },
};
