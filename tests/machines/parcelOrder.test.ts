import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import { parcelOrderMachine } from '../../machines/parcel/parcelOrder.machine';
import { parcelCategorySample, receiverSample, senderSample } from '../../machines/parcel/samples';
import { coverage, modelPaths } from '../tools/model';
import type { ParcelDraft } from '../../src/domain/parcel';

const refusal = (message: string, code: string) => Object.assign(new Error(message), { details: [{ code, message }] });

function start(signedIn: boolean, answer: (d: ParcelDraft) => Promise<{ orderId: number }>) {
  const placed: unknown[] = [];
  const drafts: ParcelDraft[] = [];
  const actor = createActor(
    parcelOrderMachine.provide({
      actors: { placeParcel: fromPromise(({ input }: { input: ParcelDraft }) => (drafts.push(input), answer(input))) },
      actions: { goToOrderPlaced: (_, p) => void placed.push(p) },
    }),
    { input: { signedIn, category: signedIn ? parcelCategorySample : null } },
  ).start();
  return { actor, placed, drafts };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('parcelOrder machine', () => {
  it('issue 17: a signed-in customer goes category → sender → receiver → details and places a cash order paid by the sender', async () => {
    const { actor, placed, drafts } = start(true, async () => ({ orderId: 100200 }));
    expect(actor.getSnapshot().value).toBe('sender');
    actor.send({ type: 'parcel.next' });
    expect(actor.getSnapshot().context.error).toBe('senderMissing');
    actor.send({ type: 'parcel.sender.set', address: senderSample });
    actor.send({ type: 'parcel.next' });
    expect(actor.getSnapshot().value).toBe('receiver');
    actor.send({ type: 'parcel.next' });
    expect(actor.getSnapshot().context.error).toBe('receiverMissing');
    actor.send({ type: 'parcel.receiver.set', address: { ...receiverSample, contact_person_number: '12' } });
    actor.send({ type: 'parcel.next' });
    expect(actor.getSnapshot().value).toBe('receiver');
    actor.send({ type: 'parcel.receiver.set', address: receiverSample });
    actor.send({ type: 'parcel.next' });
    expect(actor.getSnapshot().value).toBe('details');
    actor.send({ type: 'parcel.place' });
    expect(actor.getSnapshot().context.error).toBe('paymentMissing');
    actor.send({ type: 'parcel.instruction', instruction: 'Handle with care' });
    actor.send({ type: 'parcel.note', note: 'Blue box' });
    actor.send({ type: 'parcel.payment', payment: 'cash_on_delivery' });
    actor.send({ type: 'parcel.place' });
    await settle();
    expect(actor.getSnapshot().value).toBe('placed');
    expect(drafts[0]).toMatchObject({ category: { id: 2 }, payer: 'sender', payment: 'cash_on_delivery', instruction: 'Handle with care', note: 'Blue box', receiver: { contact_person_name: 'Rita Receiver' } });
    expect(placed).toEqual([{ orderId: 100200, payment: 'cash_on_delivery', guestPhone: null }]);
  });

  it('issue 17: a guest picks a category first; the receiver pays cash only; the order-placed page gets the guest phone', async () => {
    const { actor, placed } = start(false, async () => ({ orderId: 100201 }));
    expect(actor.getSnapshot().value).toBe('category');
    actor.send({ type: 'parcel.category', category: parcelCategorySample });
    actor.send({ type: 'parcel.sender.set', address: senderSample });
    actor.send({ type: 'parcel.next' });
    actor.send({ type: 'parcel.receiver.set', address: receiverSample });
    actor.send({ type: 'parcel.next' });
    actor.send({ type: 'parcel.payment', payment: 'wallet' });
    actor.send({ type: 'parcel.payer', payer: 'receiver' });
    expect(actor.getSnapshot().context.payment).toBe('cash_on_delivery');
    actor.send({ type: 'parcel.payment', payment: 'wallet' });
    expect(actor.getSnapshot().context.payment).toBe('cash_on_delivery');
    actor.send({ type: 'parcel.place' });
    await settle();
    expect(placed).toEqual([{ orderId: 100201, payment: 'cash_on_delivery', guestPhone: '+8801700000001' }]);
  });

  it('issue 17: refusals come back to the details step in words (outside coverage, wallet balance)', async () => {
    let next = refusal('Service not available in this area', 'coordinates');
    const { actor, placed } = start(true, async () => {
      throw next;
    });
    actor.send({ type: 'parcel.sender.set', address: senderSample });
    actor.send({ type: 'parcel.next' });
    actor.send({ type: 'parcel.receiver.set', address: receiverSample });
    actor.send({ type: 'parcel.next' });
    actor.send({ type: 'parcel.payment', payment: 'wallet' });
    actor.send({ type: 'parcel.place' });
    await settle();
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.error).toBe('outsideCoverage');
    next = refusal('Insufficient wallet balance', 'payment_method');
    actor.send({ type: 'parcel.place' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('walletLow');
    expect(placed).toEqual([]);
  });

  it('model: generated paths reach every state and take every transition', { timeout: 90_000 }, () => {
    const entry = catalog.parcelOrder!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({ missedStates: [], missedTransitions: [], mismatches: [] });
  });
});
