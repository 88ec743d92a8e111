/** Inputs and events for exploring the offline-payment and prescription-order machines (machines/catalog.ts). */
import type { OfflineMethod } from '../../src/domain/offlinePayment';
import type { PrescriptionImage } from '../../src/domain/prescription';

const BANK: OfflineMethod = {
  id: 1,
  method_name: 'Bank Transfer',
  method_fields: [{ input_name: 'account_number', input_data: '0123 4567 8901' }],
  method_informations: [
    { customer_input: 'account_holder_name', customer_placeholder: 'Name on your account', is_required: 1 },
    { customer_input: 'transaction_id', customer_placeholder: 'Transfer reference', is_required: 1 },
  ],
};

export const offlinePaymentSamples = {
  // A customer's order, and a guest's, whose proof goes with the phone it was placed with.
  inputs: [{ orderId: 100010 }, { orderId: 100011, contactNumber: '+8801711223344' }],
  events: [
    { type: 'proof.open', mode: 'send', methodId: null, values: {}, note: '' },
    {
      type: 'proof.open',
      mode: 'update',
      methodId: 1,
      values: { account_holder_name: 'Demo', transaction_id: 'TX-1' },
      note: 'Paid',
    },
    { type: 'proof.method', methodId: 1 },
    { type: 'proof.field', name: 'account_holder_name', value: 'Demo Customer' },
    { type: 'proof.field', name: 'transaction_id', value: 'TX-1001' },
    { type: 'proof.note', value: 'Paid from my salary account' },
    { type: 'proof.submit', methods: [BANK] },
    { type: 'proof.close' },
    { type: 'xstate.done.actor.sendProof', output: { payment: 'success' } },
    {
      type: 'xstate.error.actor.sendProof',
      error: { status: 403, details: [{ code: 'transaction_id', message: 'The transaction id field is required.' }] },
    },
  ],
};

const image = (id: string, type = 'image/png', size = 2048): PrescriptionImage => ({
  id,
  name: `${id}.png`,
  type,
  size,
  file: null,
});

// Few events on purpose: every image list, problem and refusal is a state of its own to explore (one note and
// one tip, so QA's paths take their transitions without multiplying the states).
export const prescriptionOrderSamples = {
  inputs: [{ storeId: 10 }],
  events: [
    { type: 'xstate.done.actor.loadDraft', output: { images: [image('kept')], note: 'Twice a day', tip: 10 } },
    { type: 'xstate.done.actor.loadDraft', output: null },
    { type: 'xstate.error.actor.loadDraft', error: new Error('IndexedDB blocked') },
    { type: 'rx.note', value: 'Twice a day' },
    { type: 'rx.tip', value: 10 },
    { type: 'rx.add', images: [image('a')] },
    { type: 'rx.add', images: [image('doc', 'application/pdf')] },
    { type: 'rx.add', images: [image('big', 'image/jpeg', 3 * 1024 * 1024)] },
    { type: 'rx.add', images: [image('b'), image('c'), image('d')] },
    { type: 'rx.remove', id: 'a' },
    {
      type: 'rx.address',
      address: {
        address_type: 'home',
        address: 'Science Lab, Dhaka',
        latitude: '23.7385',
        longitude: '90.3839',
        contact_person_name: 'Demo',
        contact_person_number: '+8801700000001',
      },
    },
    { type: 'rx.submit' },
    { type: 'xstate.done.actor.placePrescription', output: { order_id: 100011 } },
    {
      type: 'xstate.error.actor.placePrescription',
      error: {
        status: 403,
        details: [{ code: 'prescription_order', message: 'This store does not take prescription orders' }],
      },
    },
  ],
};
