/** Inputs and events for exploring the order machine (machines/catalog.ts). */
const sync = (order_status: string, extra: Record<string, unknown> = {}) => ({
  type: 'order.sync',
  order: { order_status, payment_status: 'unpaid', payment_method: 'cash_on_delivery', ...extra },
  cashOnDelivery: true,
  refundsOn: true,
});

const pending = sync('pending');
const failedDigital = sync('failed', { payment_method: 'digital_payment' });
const deliveredPaid = sync('delivered', { payment_status: 'paid' });

/**
 * The order page's sample events in two groups whose graphs the tests explore one by one (tests/machines/
 * order.test.ts): the refresh and what the customer does with the order meet only in the order's status,
 * which both groups set; explored together, every wait times every dialog made the graph several times larger.
 */
export const orderEventGroups = {
  /** The refresh: the order's loads, the tab hidden and shown, the timer and the refetch's answers. */
  refresh: [
    pending,
    failedDigital,
    { type: 'page.hidden' },
    { type: 'page.visible' },
    { type: 'xstate.after.pollDelay.order.refresh.waiting' },
    // A refresh answers the order as a sync has it (running, or delivered and paid), so no new mix of fields
    // appears: what keepRefreshed merges is tested by hand (order.test.ts).
    { type: 'xstate.done.actor.refreshOrder', output: pending.order },
    { type: 'xstate.done.actor.refreshOrder', output: deliveredPaid.order },
    { type: 'xstate.error.actor.refreshOrder', error: { status: 500, messages: [] } },
  ],
  /** Cancel, switch to cash on delivery, ask for a refund, order again: each order status that allows one. */
  actions: [
    pending,
    failedDigital,
    deliveredPaid,
    { type: 'cancel.open' },
    { type: 'cancel.reason', reason: 'Changed my mind' },
    { type: 'cancel.reason', reason: '' },
    { type: 'cancel.confirm' },
    { type: 'cancel.close' },
    { type: 'payment.switchToCod' },
    { type: 'refund.open' },
    { type: 'refund.submit', draft: { reason: 'Item damaged', note: '', images: [] } },
    { type: 'refund.close' },
    // Passed on to Order again, whose states are explored on their own (orderAgainSamples).
    { type: 'order.again' },
    { type: 'xstate.done.actor.cancelOrder', output: { message: 'Order canceled successfully' } },
    {
      type: 'xstate.done.actor.cancelOrder',
      output: { message: 'Order canceled successfully', refund: { amount: 180, toWallet: true } },
    },
    { type: 'xstate.error.actor.cancelOrder', error: { status: 403, messages: ['You can not cancel after confirm'] } },
    { type: 'xstate.done.actor.switchToCashOnDelivery', output: { message: 'Payment method updated successfully' } },
    {
      type: 'xstate.error.actor.switchToCashOnDelivery',
      error: { status: 403, messages: ['Cash on delivery is not available'] },
    },
    { type: 'xstate.done.actor.requestRefund', output: { message: 'Refund request placed successfully' } },
    { type: 'xstate.error.actor.requestRefund', error: { status: 403, messages: ['Refund is not available'] } },
  ],
};

export const orderSamples = {
  inputs: [{ orderId: 100003, pollBaseMs: 10 }],
  events: [...new Set([...orderEventGroups.refresh, ...orderEventGroups.actions])],
};

/** Order again (machines/orders/order.again.ts): every line added, one of two, none, the lines unread. */
export const orderAgainSamples = {
  inputs: [{ orderId: 100003 }],
  events: [
    { type: 'order.again' },
    { type: 'xstate.done.actor.orderAgain', output: { lines: 2, added: 2 } },
    { type: 'xstate.done.actor.orderAgain', output: { lines: 2, added: 1 } },
    { type: 'xstate.done.actor.orderAgain', output: { lines: 2, added: 0 } },
    { type: 'xstate.error.actor.orderAgain', error: { status: 0, messages: [] } },
  ],
};
