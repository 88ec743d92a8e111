import type { PlaceFacts } from './checkout.rules';
/** Inputs and events for exploring the checkout-gating and buy-now machines (machines/catalog.ts). */

export const checkoutGatingSamples = {
  inputs: [{}],
  events: [
    { type: 'cart.drawer.open' },
    { type: 'cart.drawer.close' },
    // The four rows of core §4 "Checkout button in the drawer".
    { type: 'checkout.proceed', lineCount: 2, signedIn: true, guestCheckout: false },
    { type: 'checkout.proceed', lineCount: 2, signedIn: false, guestCheckout: true },
    { type: 'checkout.proceed', lineCount: 2, signedIn: false, guestCheckout: false },
    { type: 'checkout.proceed', lineCount: 0, signedIn: false, guestCheckout: true },
    { type: 'checkout.guest.login' },
    { type: 'checkout.guest.signup' },
    { type: 'checkout.guest.continue' },
    { type: 'checkout.guest.dismiss' },
  ],
};

const payload = { item_id: 101, model: 'Item', price: 80, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [] };
const campaignPayload = { ...payload, item_id: 1, model: 'ItemCampaign', price: 180, quantity: 1 };

export const buyNowSamples = {
  inputs: [{}],
  events: [
    { type: 'checkout.buyNow', payload, campaign: false, signedIn: false },
    { type: 'checkout.buyNow', payload: campaignPayload, campaign: true, signedIn: true },
    { type: 'checkout.buyNow', payload: campaignPayload, campaign: true, signedIn: false },
  ],
};

/** The facts of a guest's cash order that every check passes (tests start from these). */
export const facts: PlaceFacts = {
  signedIn: false,
  storeId: 1,
  total: 420,
  codLimit: 5000,
  walletBalance: 0,
  needsPrescription: false,
  storeOpenNow: true,
  addressInZone: true,
  distanceKm: 2.4,
  couponCode: null,
  extraPackaging: 0,
  buyNowCart: null,
  empty: false,
  offered: [{ method: 'cash_on_delivery' }, { method: 'digital_payment', gateway: 'stripe' }],
};
const address = {
  address_type: 'home',
  address: 'Road 27, Dhanmondi, Dhaka',
  latitude: '23.757989',
  longitude: '90.360587',
  // A guest's address without the contact card filled in: Place Order asks for it (acc §3).
  contact_person_name: '',
  contact_person_number: '',
};
/** The same order from a signed-in customer: the account is the contact. */
const customer = { ...facts, signedIn: true };
const coupon = {
  id: 1,
  code: 'WELCOME10',
  coupon_type: 'default',
  discount: 10,
  discount_type: 'percent',
  min_purchase: 100,
  max_discount: 50,
};

const setAddress = { type: 'checkout.field.set', patch: { address } };
const placeAsCustomer = { type: 'checkout.place', facts: customer };
const placed = { type: 'xstate.done.actor.placeOrder', output: { orderId: 100002, total: 420 } };
// The server's refusals the page explains in its own words, and one it does not (api §3.7).
const [refusedTime, refusedLine] = ['order_time', 'cart_item'].map((code) => ({
  type: 'xstate.error.actor.placeOrder',
  error: { status: 403, details: [{ code, message: code }] },
}));

/**
 * The checkout's sample events in two groups whose graphs the tests explore one by one (tests/machines/
 * checkout.test.ts): explored together, every coupon state times every rule's message times every draft made
 * the graph four times larger, for no transition the two groups do not take between them.
 */
export const checkoutEventGroups = {
  /** Place Order: the form's choices, one press per rule of the page that stops it, the server's answers. */
  place: [
    setAddress,
    // The order type chosen again: each order type's effect on the draft is tested by hand (checkout.test.ts).
    { type: 'checkout.orderType.set', orderType: 'delivery' },
    { type: 'checkout.payment.set', payment: { method: 'wallet' } },
    // No method offered at all (the zone turned them all off): nothing can be chosen.
    { type: 'checkout.payment.offered', offered: [] },
    { type: 'checkout.place', facts },
    placeAsCustomer,
    // One Place Order per rule of the page that stops it (acc §2, §8, core §5).
    { type: 'checkout.place', facts: { ...facts, empty: true } },
    { type: 'checkout.place', facts: { ...facts, addressInZone: false } },
    { type: 'checkout.place', facts: { ...customer, storeOpenNow: false } },
    { type: 'checkout.place', facts: { ...customer, needsPrescription: true } },
    { type: 'checkout.place', facts: { ...customer, total: 6257.5 } },
    placed,
    refusedTime!,
    refusedLine!,
  ],
  /** The coupon, typed or kept from an earlier visit, with one order placed or refused. */
  coupon: [
    setAddress,
    placeAsCustomer,
    placed,
    refusedTime!,
    { type: 'checkout.coupon.apply', code: 'WELCOME10', storeId: 1, amount: 420 },
    { type: 'xstate.done.actor.applyCoupon', output: coupon },
    {
      type: 'xstate.error.actor.applyCoupon',
      error: { status: 407, details: [{ code: 'coupon', message: 'Coupon expired' }] },
    },
    { type: 'checkout.coupon.remove' },
    // Back at checkout (a reload, the payment page) with a coupon kept from an earlier visit, now below its
    // minimum: it takes the same checks as a typed code (the minimum below 100 included; checkout.test.ts
    // tries a typed code below its minimum by hand).
    { type: 'checkout.coupon.restore', code: 'WELCOME10', storeId: 1, amount: 60 },
  ],
};

/** The checkout page of a guest with cash on delivery preselected, who may switch to a digital payment. */
export const checkoutSamples = {
  inputs: [{ orderType: 'delivery', payment: { method: 'cash_on_delivery' } }],
  events: [...new Set([...checkoutEventGroups.place, ...checkoutEventGroups.coupon])],
};

const store = { lat: '23.7461', lng: '90.3742' };
/**
 * The facts the checkout gathers (checkout.facts.config.ts), explored alone: a delivery from a store whose
 * address comes, then take-away; each answer given and lost. What a zone or a distance changes is the
 * bill's, tested in tests/unit/checkoutFacts.test.ts.
 */
export const checkoutFactsSamples = {
  inputs: [{ storeAt: store, signedIn: true, draft: { orderType: 'delivery', address: null } }],
  events: [
    { type: 'facts.draft', draft: { orderType: 'delivery', address } },
    { type: 'facts.draft', draft: { orderType: 'take_away', address } },
    ...(['zoneFacts', 'distanceFacts', 'tipFacts', 'couponFacts'] as const).flatMap((id) => [
      { type: `xstate.done.actor.${id}`, output: id === 'zoneFacts' || id === 'couponFacts' ? [] : null },
      { type: `xstate.error.actor.${id}`, error: { status: 500, details: [] } },
    ]),
  ],
};

/** The order-placed page: back from the payment page, paid or not. */
export const orderResultSamples = {
  inputs: [{ orderId: 100002 }],
  events: [
    { type: 'order.payment.returned', outcome: 'success' },
    { type: 'order.payment.returned', outcome: 'fail' },
    { type: 'order.payment.retry' },
    { type: 'order.payment.cod' },
    { type: 'xstate.done.actor.switchToCod' },
    {
      type: 'xstate.error.actor.switchToCod',
      error: { status: 403, details: [{ code: 'cod', message: 'Cash on delivery is not available' }] },
    },
  ],
};
