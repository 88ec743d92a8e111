import { describe, expect, it, vi } from 'vitest';
import type { LatLng } from '../../src/domain/location';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import { addressFormMachine, type SavedAnswer } from '../../machines/address/addressForm.machine';
import { guestContactMachine } from '../../machines/address/guestContact.machine';
import type { DeliveryAddress } from '../../src/domain/address';
import { coverage, modelPaths } from '../tools/model';

const saved: DeliveryAddress = {
  id: 7,
  address_type: 'office',
  address: 'Road 27, Dhanmondi',
  latitude: '23.7557',
  longitude: '90.3753',
  contact_person_name: 'Demo Customer',
  contact_person_number: '+8801700000001',
};

function form(
  save: (input: { id: number | null; body: DeliveryAddress }) => Promise<SavedAnswer>,
  geocode: () => Promise<string | null> = async () => 'Dhanmondi Lake, Dhaka',
) {
  const calls: Array<[string, unknown]> = [];
  const emitted: DeliveryAddress[] = [];
  const actor = createActor(
    addressFormMachine.provide({
      actors: {
        saveAddress: fromPromise(({ input }) => save(input)),
        reverseGeocode: fromPromise(() => geocode()),
        geolocate: fromPromise(() => new Promise<LatLng>(() => {})),
        placeDetails: fromPromise(async () => ({ lat: 23.8, lng: 90.4 })),
      },
      actions: {
        storeOnDevice: (_, p) => void calls.push(['storeOnDevice', p.address]),
        notifySaved: (_, p) => void calls.push(['notifySaved', p.message]),
        notifyFailed: (_, p) => void calls.push(['notifyFailed', p.message]),
        refreshAddresses: () => void calls.push(['refreshAddresses', null]),
      },
    }),
  ).start();
  actor.on('saved', (e) => void emitted.push(e.address));
  return { actor, calls, emitted };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('addressForm machine', () => {
  it('acc §4 Address form: signed in, adding makes the create call; the server message, refresh, close', async () => {
    const save = vi.fn(async () => ({ message: 'Successfully added', zone_ids: [2, 1] }));
    const { actor, calls, emitted } = form(save);
    actor.send({
      type: 'address.open',
      address: null,
      dialCode: '+880',
      center: { lat: 23.7461, lng: 90.3742 },
      store: 'server',
    });
    await settle();
    // acc §4 Map: a new address at a known point gets that point's address (geocode into the field).
    expect(actor.getSnapshot().context.draft.address).toBe('Dhanmondi Lake, Dhaka');
    actor.send({ type: 'address.edit', field: 'contact_person_name', value: 'Demo' });
    actor.send({ type: 'address.edit', field: 'phone', value: '1700000009' });
    actor.send({ type: 'address.label', label: 'other' });
    actor.send({ type: 'address.edit', field: 'labelName', value: 'Gym' });
    actor.send({ type: 'address.submit' });
    await settle();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        id: null,
        body: expect.objectContaining({
          address_type: 'Gym',
          contact_person_number: '+8801700000009',
          latitude: '23.7461',
        }),
      }),
    );
    expect(calls).toEqual([
      ['notifySaved', 'Successfully added'],
      ['refreshAddresses', null],
    ]);
    expect(emitted[0]).toMatchObject({ address_type: 'Gym', zone_ids: [2, 1] });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('acc §4 editing an existing address makes the update call with its id', async () => {
    const save = vi.fn(async () => ({ message: 'Updated successfully', zone_id: 2 }));
    const { actor } = form(save);
    actor.send({ type: 'address.open', address: saved, dialCode: '+880', center: null, store: 'server' });
    actor.send({ type: 'address.map.move', lat: 23.76, lng: 90.38 });
    await settle();
    actor.send({ type: 'address.submit' });
    await settle();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 7,
        body: expect.objectContaining({ address_type: 'office', latitude: '23.76', address: 'Dhanmondi Lake, Dhaka' }),
      }),
    );
  });

  it('api §3.4 a point outside every zone: the server message shows, nothing is saved, the modal stays', async () => {
    const refuse = async (): Promise<SavedAnswer> => {
      throw Object.assign(new Error('Service not available in this area'), {
        messages: ['Service not available in this area'],
      });
    };
    const { actor, calls, emitted } = form(refuse);
    actor.send({ type: 'address.open', address: saved, dialCode: '+880', center: null, store: 'server' });
    actor.send({ type: 'address.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('Service not available in this area');
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
    // Moving the pin clears the message so another point can be tried.
    actor.send({ type: 'address.map.move', lat: 23.75, lng: 90.37 });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('acc §5 an invalid form calls nothing and says what is missing; the messages follow the typing', () => {
    const save = vi.fn();
    const { actor } = form(save);
    actor.send({ type: 'address.open', address: null, dialCode: '+880', center: null, store: 'server' });
    actor.send({ type: 'address.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      address: 'addressRequired',
      contact_person_name: 'nameRequired',
      phone: 'phoneRequired',
    });
    actor.send({ type: 'address.edit', field: 'contact_person_name', value: 'D' });
    expect(actor.getSnapshot().context.errors.contact_person_name).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });

  it('acc §4 guest: saved on the device with contact_person_email, no call, the modal closes', () => {
    const save = vi.fn();
    const { actor, calls } = form(save);
    actor.send({
      type: 'address.open',
      address: { ...saved, id: null },
      dialCode: '+880',
      center: null,
      store: 'device',
    });
    actor.send({ type: 'address.edit', field: 'contact_person_email', value: 'guest@example.com' });
    actor.send({ type: 'address.submit' });
    expect(save).not.toHaveBeenCalled();
    expect(calls[0]![0]).toBe('storeOnDevice');
    expect(calls[0]![1]).toMatchObject({ contact_person_email: 'guest@example.com', address: 'Road 27, Dhanmondi' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('acc §4 guest: a new address starts from the contact card (name, phone split into code and number, e-mail)', () => {
    const { actor } = form(vi.fn());
    const contact = {
      contact_person_name: 'Rina Ahmed',
      contact_person_number: '+8801711111111',
      contact_person_email: 'rina@example.com',
    };
    actor.send({ type: 'address.open', address: null, dialCode: '+880', center: null, store: 'device', contact });
    expect(actor.getSnapshot().context.draft).toMatchObject({
      contact_person_name: 'Rina Ahmed',
      dialCode: '+880',
      phone: '1711111111',
      contact_person_email: 'rina@example.com',
      address: '',
    });
  });

  it('acc §9 current location: no decision within 5000 ms offers the map and the search (not an error)', () => {
    vi.useFakeTimers();
    try {
      const { actor } = form(vi.fn());
      actor.send({ type: 'address.open', address: saved, dialCode: '+880', center: null, store: 'server' });
      actor.send({ type: 'address.current.request' });
      vi.advanceTimersByTime(4999);
      expect(actor.getSnapshot().matches({ open: { point: 'locating' } })).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().matches({ open: { point: 'idle' } })).toBe(true);
      expect(actor.getSnapshot().context.notice).toBe('geolocationUnavailable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('Addresses: delete asks first; Cancel deletes nothing; Yes deletes, toasts and refreshes', async () => {
    const del = vi.fn(async (_input: { id: number }) => ({ message: 'Successfully removed' }));
    const calls: string[] = [];
    const actor = createActor(
      addressFormMachine.provide({
        actors: { deleteAddress: fromPromise(({ input }) => del(input)) },
        actions: {
          notifySaved: (_, p) => void calls.push(p.message),
          refreshAddresses: () => void calls.push('refresh'),
        },
      }),
    ).start();
    actor.send({ type: 'address.delete.request', id: 7 });
    actor.send({ type: 'address.delete.cancel' });
    expect(del).not.toHaveBeenCalled();
    actor.send({ type: 'address.delete.request', id: 7 });
    actor.send({ type: 'address.delete.confirm' });
    await settle();
    expect(del).toHaveBeenCalledWith({ id: 7 });
    expect(calls).toEqual(['Successfully removed', 'refresh']);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.addressForm!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  }, 300_000);
});

describe('guestContact machine', () => {
  function contact() {
    const stored: unknown[] = [];
    const actor = createActor(
      guestContactMachine.provide({ actions: { storeContact: (_, p) => void stored.push(p.contact) } }),
    ).start();
    return { actor, stored };
  }

  it('acc §5 Guest contact form: all three required; nothing is kept until they are', () => {
    const { actor, stored } = contact();
    actor.send({ type: 'contact.open', contact: null, dialCode: '+880' });
    actor.send({ type: 'contact.save' });
    expect(actor.getSnapshot().context.errors).toEqual({
      contact_person_name: 'nameMissing',
      contact_person_number: 'phoneMissing',
      contact_person_email: 'emailMissing',
    });
    expect(stored).toEqual([]);
    actor.send({ type: 'contact.edit', field: 'contact_person_name', value: 'Guest Buyer' });
    actor.send({ type: 'contact.edit', field: 'phone', value: '1700000002' });
    actor.send({ type: 'contact.edit', field: 'contact_person_email', value: 'guest@example.com' });
    actor.send({ type: 'contact.save' });
    expect(stored).toEqual([
      {
        contact_person_name: 'Guest Buyer',
        contact_person_number: '+8801700000002',
        contact_person_email: 'guest@example.com',
      },
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('acc §2 Reset empties the fields; the stored contact reopens split into code and number', () => {
    const { actor } = contact();
    actor.send({
      type: 'contact.open',
      contact: {
        contact_person_name: 'G',
        contact_person_number: '+8801700000002',
        contact_person_email: 'g@example.com',
      },
      dialCode: '+880',
    });
    expect(actor.getSnapshot().context.draft).toEqual({
      contact_person_name: 'G',
      dialCode: '+880',
      phone: '1700000002',
      contact_person_email: 'g@example.com',
    });
    actor.send({ type: 'contact.reset' });
    actor.send({ type: 'contact.reset.confirm' });
    expect(actor.getSnapshot().context.draft).toEqual({
      contact_person_name: '',
      dialCode: '+880',
      phone: '',
      contact_person_email: '',
    });
  });

  it('core §8 Reset asks "Are you sure, you want to reset?": No keeps the typed contact, Yes empties it', () => {
    const { actor } = contact();
    actor.send({
      type: 'contact.open',
      contact: {
        contact_person_name: 'G',
        contact_person_number: '+8801700000002',
        contact_person_email: 'g@example.com',
      },
      dialCode: '+880',
    });
    const typed = actor.getSnapshot().context.draft;
    actor.send({ type: 'contact.reset' });
    expect(actor.getSnapshot().hasTag('confirmingReset')).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(typed);
    actor.send({ type: 'contact.reset.cancel' });
    expect(actor.getSnapshot().context.draft).toEqual(typed);
    expect(actor.getSnapshot().hasTag('confirmingReset')).toBe(false);
    actor.send({ type: 'contact.reset' });
    actor.send({ type: 'contact.reset.confirm' });
    expect(actor.getSnapshot().context.draft.contact_person_name).toBe('');
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.guestContact!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  });
});
