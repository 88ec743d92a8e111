import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { AddressFormContext } from '../../machines/address/addressForm.machine';
import {
  expectStates,
  stepActions as named,
  stepCalls as calls,
  callInput,
  type Expectations,
  type StepView,
} from '../tools/expectations';

type View = StepView<AddressFormContext>;
const has = (v: View, tag: string, yes: boolean) => expect(v.tags.includes(tag)).toBe(yes);
const e = (v: View) => v.event?.type ?? '';

/** What the closed modal did on the way out: saved where the address lives, deleted, or nothing. */
function closedBy(v: View) {
  const t = e(v);
  if (t === 'xstate.done.actor.saveAddress') return ['notifySaved', 'refreshAddresses', 'announceSaved'];
  if (t === 'xstate.done.actor.deleteAddress') return ['notifySaved', 'refreshAddresses'];
  if (t === 'xstate.error.actor.deleteAddress') return ['notifyFailed', 'refreshAddresses'];
  if (t === 'address.submit') return v.from.some((s) => s.startsWith('open')) ? null : [];
  return [];
}

const expectations: Expectations<AddressFormContext> = {
  closed: {
    sees: 'the address list or checkout card; the modal is closed and keeps nothing of the last draft',
    tags: ['closed'],
    context: { id: null, errors: {}, problem: null, deleteId: null },
    check: (v) => {
      const want = closedBy(v);
      if (want) expect(named(v)).toEqual(want);
      else expect(named(v).includes('announceSaved')).toBe(true); // a guest's (or an unsaved checkout) address goes to the page
    },
  },
  confirmingDelete: {
    sees: 'the question before a saved address is deleted',
    tags: ['confirming'],
    check: (v) => {
      expect(v.context.deleteId).not.toBeNull();
      expect(calls(v)).toEqual([]);
    },
  },
  deleting: {
    sees: 'the address being deleted',
    tags: ['confirming', 'deleting'],
    calls: ['deleteAddress'],
    check: (v) => expect(callInput(v, 'deleteAddress')).toEqual({ id: v.context.deleteId }),
  },
  'open.point.idle': {
    sees: 'the map at the point, "use current location" and the place search',
    check: (v) => {
      has(v, 'open', true);
      // acc §4: no decision within 5000 ms, or a refusal, is a notice, not an error: the map and the search remain.
      if (e(v) === 'xstate.error.actor.geolocate' || e(v).startsWith('xstate.after'))
        expect(v.context.notice).toBe('geolocationUnavailable');
    },
  },
  'open.point.locating': {
    sees: 'asking the browser for the current location (low accuracy, 5000 ms to decide)',
    calls: ['geolocate'],
    check: (v) => (has(v, 'locating', true), expect(v.context.notice).toBeNull()),
  },
  'open.point.naming': {
    sees: "the point's address being looked up",
    check: (v) => {
      has(v, 'naming', true);
      if (calls(v).includes('reverseGeocode'))
        expect(callInput(v, 'reverseGeocode')).toEqual({
          lat: v.context.draft.latitude,
          lng: v.context.draft.longitude,
        });
      if (e(v) === 'address.map.move') expect(v.context.problem).toBeNull();
    },
  },
  'open.point.resolvingPlace': {
    sees: "the chosen place's point being fetched; its text is already the address",
    calls: ['placeDetails'],
    check: (v) => {
      has(v, 'naming', true);
      if (e(v) === 'address.place.pick') expect(v.context.draft.address).toBe(v.event!.text);
    },
  },
  'open.form.editing': {
    sees: 'the form: Label As, contact, house and floor, Reset and Save; a refused Save names each missing field',
    check: (v) => {
      has(v, 'busy', false);
      if (e(v) === 'address.submit') expect(Object.keys(v.context.errors).length).toBeGreaterThan(0);
      // Outside every zone the server's message shows and nothing is saved; the form stays open as typed.
      if (e(v) === 'xstate.error.actor.saveAddress') expect(v.context.problem).not.toBeNull();
      if (e(v) === 'address.reset.confirm') expect(v.context.errors).toEqual({});
    },
  },
  'open.form.confirmingReset': {
    sees: '"Are you sure, you want to reset?" with Yes and No over the form; nothing is cleared yet',
    check: (v) => {
      has(v, 'confirmingReset', true);
      expect(named(v)).toEqual([]);
    },
  },
  'open.form.saving': {
    sees: 'Save busy while the address is created (or updated, when it has an id) on the server',
    calls: ['saveAddress'],
    check: (v) => {
      has(v, 'busy', true);
      expect(v.context.store).toBe('server');
      if (e(v) === 'address.submit') expect([v.context.errors, v.context.problem]).toEqual([{}, null]);
      if (calls(v).includes('saveAddress'))
        expect((callInput(v, 'saveAddress') as { id: number | null }).id).toBe(v.context.id);
    },
  },
};

describe('address form machine, state by state', () => {
  it('acc §4 Address form and Map: every state a path reaches holds what the spec says', { timeout: 120_000 }, () => {
    expectStates(catalog.addressForm!, expectations);
  });
});
