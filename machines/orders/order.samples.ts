/** Inputs and events for exploring the order machine (machines/catalog.ts). */
const sync = (order_status: string, extra: Record<string, unknown> = {}) => ({
  type: 'order.sync',
  order: { order_status, payment_status: 'unpaid', payment_method: 'cash_on_delivery', ...extra },
  cashOnDelivery: true,
  refundsOn: true,
});

export const orderSamples = {
  inputs: [{ orderId: 100003, pollBaseMs: 10 }],
  events: [
    sync('pending'),
    sync('failed', { payment_method: 'digital_payment' }),
    { type: 'page.hidden' },
    { type: 'page.visible' },
    { type: 'cancel.open' },
    { type: 'cancel.reason', reason: 'Changed my mind' },
    { type: 'cancel.reason', reason: '' },
    { type: 'cancel.confirm' },
    { type: 'cancel.close' },
    { type: 'payment.switchToCod' },
    { type: 'refund.open' },
    { type: 'refund.submit', draft: { reason: 'Item damaged', note: '', images: [] } },
    { type: 'refund.close' },
    { type: 'order.again' },
    { type: 'xstate.after.pollDelay.order.refresh.waiting' },
    { type: 'xstate.done.actor.refreshOrder', output: { order_status: 'confirmed' } },
    { type: 'xstate.done.actor.refreshOrder', output: { order_status: 'delivered', payment_status: 'paid' } },
    { type: 'xstate.error.actor.refreshOrder', error: { status: 500, messages: [] } },
    { type: 'xstate.done.actor.cancelOrder', output: { message: 'Order canceled successfully' } },
    { type: 'xstate.done.actor.cancelOrder', output: { message: 'Order canceled successfully', refund: { amount: 180, toWallet: true } } },
    { type: 'xstate.error.actor.cancelOrder', error: { status: 403, messages: ['You can not cancel after confirm'] } },
    { type: 'xstate.done.actor.switchToCashOnDelivery', output: { message: 'Payment method updated successfully' } },
    { type: 'xstate.error.actor.switchToCashOnDelivery', error: { status: 403, messages: ['Cash on delivery is not available'] } },
    { type: 'xstate.done.actor.requestRefund', output: { message: 'Refund request placed successfully' } },
    { type: 'xstate.error.actor.requestRefund', error: { status: 403, messages: ['Refund is not available'] } },
    // Order again: every line added, one of two, none (refused or left out at the store conflict), lines unread.
    { type: 'xstate.done.actor.orderAgain', output: { lines: 2, added: 2 } },
    { type: 'xstate.done.actor.orderAgain', output: { lines: 2, added: 1 } },
    { type: 'xstate.done.actor.orderAgain', output: { lines: 2, added: 0 } },
    { type: 'xstate.error.actor.orderAgain', error: { status: 0, messages: [] } },
  ],
};
