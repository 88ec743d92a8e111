/** QA samples of the parcel flow for machines/catalog.ts. */
const apiError = (message: string, code: string) =>
  Object.assign(new Error(message), { details: [{ code, message }], messages: [message] });

export const parcelCategorySample = {
  id: 2,
  name: 'Small Package',
  description: 'Up to 5 kg',
  parcel_per_km_shipping_charge: 8,
  parcel_minimum_shipping_charge: 30,
};
export const senderSample = {
  address_type: 'Selected Address',
  address: 'Road 27, Dhanmondi',
  latitude: '23.7557',
  longitude: '90.3753',
  contact_person_name: 'Sam Sender',
  contact_person_number: '+8801700000001',
};
export const receiverSample = {
  address_type: 'others',
  address: 'Lake Road 4, Dhanmondi',
  latitude: '23.7461',
  longitude: '90.3742',
  contact_person_name: 'Rita Receiver',
  contact_person_number: '+8801711119999',
};

const signedIn = { signedIn: true, category: parcelCategorySample };
const guest = { signedIn: false, category: null };
// A reload in the middle: the wizard resumes at the draft's step.
const resumedAtDetails = {
  signedIn: true,
  category: parcelCategorySample,
  draft: {
    step: 'details',
    sender: senderSample,
    receiver: receiverSample,
    instruction: null,
    note: 'Blue box',
    payer: 'sender',
    payment: 'cash_on_delivery',
  },
};
const resumedAtReceiver = {
  signedIn: true,
  category: parcelCategorySample,
  draft: {
    step: 'receiver',
    sender: senderSample,
    receiver: null,
    instruction: null,
    note: '',
    payer: 'sender',
    payment: null,
  },
};

const next = { type: 'parcel.next' };
const back = { type: 'parcel.back' };
const place = { type: 'parcel.place' };
// One answer per refusal the server can give (the expected message of each: tests/machines/parcelOrder.test.ts).
const [outsideCoverage, ...otherRefusals] = [
  apiError('Service not available in this area', 'coordinates'),
  apiError('Insufficient wallet balance', 'payment_method'),
  apiError('The receiver can only pay by cash on delivery', 'payment_method'),
  apiError('Digital payment is not available', 'payment_method'),
  apiError('Guest checkout is not available', 'is_guest'),
  apiError('Parcel category not found', 'parcel_category'),
  apiError('The receiver details field is required.', 'receiver_details'),
  apiError('The contact person number field is required.', 'contact_person_number'),
  apiError('Too many requests', 'too_many'),
].map((error) => ({ type: 'xstate.error.actor.placeParcel', error }));

/**
 * The parcel wizard's samples in groups whose graphs the tests explore one by one (tests/machines/
 * parcelOrder.test.ts): the whole wizard from its two starts with one refusal; each refusal from the details
 * of a reloaded draft; the reload at the receiver. Explored together, each refusal's message times every
 * draft the wizard can hold, from each of the four starts, took most of a minute.
 */
export const parcelOrderGroups = [
  {
    inputs: [signedIn, guest],
    events: [
      { type: 'parcel.category', category: parcelCategorySample },
      { type: 'parcel.sender.set', address: senderSample },
      { type: 'parcel.receiver.set', address: receiverSample },
      next,
      back,
      { type: 'parcel.instruction', instruction: 'Handle with care' },
      { type: 'parcel.note', note: 'Blue box' },
      { type: 'parcel.payer', payer: 'receiver' },
      { type: 'parcel.payment', payment: 'cash_on_delivery' },
      // Cash on delivery off: a sender gets digital payment preselected; a receiver (cash only) has nothing to pay with.
      { type: 'parcel.offered', payments: ['digital_payment', 'wallet'] },
      place,
      { type: 'xstate.done.actor.placeParcel', output: { orderId: 100123 } },
      outsideCoverage!,
    ],
  },
  { inputs: [resumedAtDetails], events: [place, outsideCoverage!, ...otherRefusals] },
  { inputs: [resumedAtReceiver], events: [next, back] },
];

export const parcelOrderSamples = {
  inputs: parcelOrderGroups.flatMap((g) => g.inputs),
  events: [...new Set(parcelOrderGroups.flatMap((g) => g.events))],
};
