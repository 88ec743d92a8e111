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
const coupon = { id: 1, code: 'WELCOME10', coupon_type: 'default', discount: 10, discount_type: 'percent', min_purchase: 100, max_discount: 50 };

/** The checkout page of a guest with cash on delivery preselected, who may switch to a digital payment. */
export const checkoutSamples = {
  inputs: [{ orderType: 'delivery', payment: { method: 'cash_on_delivery' } }],
  events: [
    { type: 'checkout.field.set', patch: { address } },
    // The order type chosen again: each order type's effect on the draft is tested by hand (checkout.test.ts).
    { type: 'checkout.orderType.set', orderType: 'delivery' },
    { type: 'checkout.payment.set', payment: { method: 'wallet' } },
    // No method offered at all (the zone turned them all off): nothing can be chosen.
    { type: 'checkout.payment.offered', offered: [] },
    { type: 'checkout.place', facts },
    { type: 'checkout.place', facts: customer },
    // One Place Order per rule of the page that stops it (acc §2, §8, core §5).
    { type: 'checkout.place', facts: { ...facts, empty: true } },
    { type: 'checkout.place', facts: { ...facts, addressInZone: false } },
    { type: 'checkout.place', facts: { ...customer, storeOpenNow: false } },
    { type: 'checkout.place', facts: { ...customer, needsPrescription: true } },
    { type: 'checkout.place', facts: { ...customer, total: 6257.5 } },
    { type: 'xstate.done.actor.placeOrder', output: { orderId: 100002, total: 420 } },
    // The server's refusals the page explains in its own words, and one it does not (api §3.7).
    ...['order_time', 'cart_item'].map((code) => ({
      type: 'xstate.error.actor.placeOrder',
      error: { status: 403, details: [{ code, message: code }] },
    })),
    { type: 'checkout.coupon.apply', code: 'WELCOME10', storeId: 1, amount: 420 },
    { type: 'xstate.done.actor.applyCoupon', output: coupon },
    { type: 'xstate.error.actor.applyCoupon', error: { status: 407, details: [{ code: 'coupon', message: 'Coupon expired' }] } },
    { type: 'checkout.coupon.remove' },
    // Back at checkout (a reload, the payment page) with a coupon kept from an earlier visit, now below its
    // minimum: it takes the same checks as a typed code (the minimum below 100 included; checkout.test.ts
    // tries a typed code below its minimum by hand), and the graph stays the size it was.
    { type: 'checkout.coupon.restore', code: 'WELCOME10', storeId: 1, amount: 60 },
    // The facts the machine gathers, each answered and lost; answers that add nothing keep the graph small
    // (what a zone or a distance changes is the bill's, tested in tests/unit/checkoutFacts.test.ts).
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
    { type: 'xstate.error.actor.switchToCod', error: { status: 403, details: [{ code: 'cod', message: 'Cash on delivery is not available' }] } },
  ],
};
