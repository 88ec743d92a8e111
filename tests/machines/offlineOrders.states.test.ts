import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import type { OfflinePaymentContext } from '../../machines/orders/offlinePayment.machine';
import {
  prescriptionOrderMachine,
  type PrescriptionDraft,
  type PrescriptionOrderContext,
} from '../../machines/orders/prescriptionOrder.machine';
import { expectStates, stepActions as said, type Expectations } from '../tools/expectations';

const proof: Expectations<OfflinePaymentContext> = {
  viewing: {
    sees: 'the order\'s payment: "Waiting for verification", "Verified" or "Denied" with the business\'s note, and Add or Edit payment details',
    tags: [],
    check: (v) => {
      // Sent: said so and the order is read again for its new state.
      if (v.event?.type.startsWith('xstate.done')) expect(said(v)).toEqual(['notifySent', 'refreshOrder']);
      else expect(said(v)).toEqual([]);
    },
  },
  editing: {
    sees: "the method's payee details, its inputs with the required ones marked, a note, and which required inputs are empty after a refused submit",
    tags: ['editing'],
    check: (v) => {
      if (v.event?.type === 'proof.open')
        expect(v.context).toMatchObject({
          mode: v.event.mode,
          methodId: v.event.methodId,
          values: v.event.values,
          missing: [],
        });
      // A new method starts its own inputs empty; a correction keeps its method whatever is tapped.
      if (v.event?.type === 'proof.method' && v.context.mode === 'send')
        expect(v.context).toMatchObject({ methodId: v.event.methodId, values: {} });
      if (v.event?.type === 'proof.method' && v.context.mode === 'update') expect(v.context.methodId).toBe(1);
      if (v.event?.type === 'proof.submit') expect(v.context.missing.length).toBeGreaterThan(0);
      // A refusal keeps what was typed and says the server's words.
      if (v.event?.type.startsWith('xstate.error')) expect(said(v)).toEqual(['showServerErrors']);
    },
  },
  sending: {
    sees: 'the details are sent (the button busy), with the chosen method, its inputs and the note',
    tags: ['editing', 'busy'],
    calls: ['sendProof'],
    check: (v) => {
      const call = v.step.effects.find((e) => e.kind === 'call');
      // A guest's proof goes with the phone the order was placed with; a customer's with none.
      const contactNumber = v.context.orderId === 100011 ? '+8801711223344' : null;
      expect([100010, 100011]).toContain(v.context.orderId);
      expect(call && 'input' in call ? call.input : null).toEqual({
        orderId: v.context.orderId,
        contactNumber,
        mode: v.context.mode,
        methodId: v.context.methodId,
        values: v.context.values,
        note: v.context.note,
      });
      expect(v.context.missing).toEqual([]);
    },
  },
};

const rx: Expectations<PrescriptionOrderContext> = {
  restoring: { sees: 'the form loading while the kept draft is read back', tags: ['loading'], calls: ['loadDraft'] },
  editing: {
    sees: 'the images (up to 3), the note, the address and contact, the tip and Place order, with the reason of the last refusal',
    tags: ['form'],
    check: (v) => {
      // A kept draft comes back whole after a reload, images included.
      if (v.event?.type === 'xstate.done.actor.loadDraft' && v.event.output)
        expect(v.context).toMatchObject({ note: 'Twice a day', tip: 10, images: v.event.output.images });
      if (v.event?.type === 'rx.add') {
        // A refused pick names its reason and adds nothing; an accepted one is kept on the device.
        if (v.context.fileProblem) expect(said(v)).toEqual([]);
        else expect(said(v)).toEqual(['saveDraft']);
        expect(v.context.images.length).toBeLessThanOrEqual(3);
      }
      if (v.event?.type === 'rx.submit') expect(v.context.problem).not.toBeNull();
      // The server's refusal: said in words, the images, note and tip untouched.
      if (v.event?.type === 'xstate.error.actor.placePrescription')
        expect(v.context).toMatchObject({ refusal: 'notAccepting' });
    },
  },
  placing: {
    sees: 'Place order busy while prescription/place is sent with the images, note, tip and address',
    tags: ['form', 'busy'],
    calls: ['placePrescription'],
    check: (v) => {
      expect(v.context.problem).toBeNull();
      expect(v.context.images.length).toBeGreaterThan(0);
    },
  },
  placed: {
    sees: 'the placed order opens; the draft is forgotten',
    tags: [],
    check: (v) => expect(said(v)).toEqual(['clearDraft', 'openOrder']),
  },
};

describe('offline payment and prescription order machines, state by state', () => {
  it(
    'platform-api-turn4 §5.3–§5.5 Offline payment with proof: every state a path reaches holds what the spec says',
    { timeout: 120_000 },
    () => {
      expectStates(catalog.offlinePayment!, proof);
    },
  );
  it(
    'platform-api-turn4 §5.1 Prescription order: every state a path reaches holds what the spec says',
    { timeout: 120_000 },
    () => {
      expectStates(catalog.prescriptionOrder!, rx);
    },
  );
});

describe('prescription order: what is sent', () => {
  it('platform-api-turn4 §5.1 Prescription order: a double press sends one order, and a refusal keeps the draft', async () => {
    const calls: unknown[] = [];
    let answer: () => Promise<{ order_id: number }> = () =>
      Promise.reject({
        status: 403,
        details: [{ code: 'prescription_order', message: 'This store does not take prescription orders' }],
      });
    const logic = prescriptionOrderMachine.provide({
      actors: {
        loadDraft: fromPromise(async (): Promise<PrescriptionDraft | null> => null),
        placePrescription: fromPromise(async ({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
    });
    const actor = createActor(logic, { input: { storeId: 10 } }).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'rx.add', images: [{ id: 'a', name: 'a.png', type: 'image/png', size: 100, file: null }] });
    actor.send({ type: 'rx.note', value: 'Twice a day' });
    actor.send({
      type: 'rx.address',
      address: {
        address_type: 'home',
        address: 'Science Lab',
        latitude: '23.7385',
        longitude: '90.3839',
        contact_person_name: 'Demo',
        contact_person_number: '+8801700000001',
      },
    });
    actor.send({ type: 'rx.submit' });
    actor.send({ type: 'rx.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({
      refusal: 'notAccepting',
      note: 'Twice a day',
      images: [{ id: 'a' }],
    });
    answer = async () => ({ order_id: 100011 });
    actor.send({ type: 'rx.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().status).toBe('done');
  });
});
