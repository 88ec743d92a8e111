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
