/** Inputs and events for exploring the wallet top-up and point-transfer machines (machines/catalog.ts). */
export const walletTopUpSamples = {
  inputs: [{ flag: null }, { flag: 'success' }, { flag: 'fail' }],
  events: [
    { type: 'topUp.open', firstMethod: 'stripe' },
    { type: 'topUp.open', firstMethod: null },
    { type: 'topUp.amount', value: '500' },
    { type: 'topUp.amount', value: '0' },
    { type: 'topUp.method', gateway: 'paypal' },
    { type: 'topUp.methods', firstMethod: 'stripe' },
    { type: 'topUp.submit' },
    { type: 'topUp.close' },
    { type: 'result.dismiss' },
    { type: 'xstate.done.actor.addFund', output: { redirect_link: 'http://localhost/payment/pay?payment_id=x' } },
    {
      type: 'xstate.error.actor.addFund',
      error: { status: 403, messages: ['The selected payment method is invalid.'] },
    },
  ],
};

export const pointTransferSamples = {
  inputs: [{}],
  events: [
    { type: 'points.open' },
    { type: 'points.amount', value: '100' },
    { type: 'points.amount', value: '10' },
    { type: 'points.submit', minimum: 50, balance: 250 },
    { type: 'points.close' },
    { type: 'xstate.done.actor.transferPoints', output: { message: 'Point to wallet transfer successfully' } },
    { type: 'xstate.error.actor.transferPoints', error: { status: 403, messages: ['You do not have enough points'] } },
  ],
};
