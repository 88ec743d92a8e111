/** Inputs and events for exploring the notification machines (machines/catalog.ts). */
export const reviewReminderSamples = {
  inputs: [{}],
  events: [
    { type: 'reminder.review' },
    { type: 'reminder.dismiss' },
    {
      type: 'xstate.done.actor.fetchReminder',
      output: { orderId: 100001, images: ['http://localhost/storage/product/burger.png'] },
    },
    { type: 'xstate.done.actor.fetchReminder', output: { orderId: null, images: [] } },
    { type: 'xstate.error.actor.fetchReminder', error: { status: 0 } },
    { type: 'xstate.done.actor.cancelReminder', output: undefined },
    { type: 'xstate.error.actor.cancelReminder', error: { status: 0 } },
  ],
};

export const pushPermissionSamples = {
  inputs: [
    {
      configured: false,
      permission: 'default',
      hasOrdered: true,
      askedBefore: false,
      atHome: false,
      askedOnHome: false,
    },
    {
      configured: true,
      permission: 'default',
      hasOrdered: false,
      askedBefore: false,
      atHome: false,
      askedOnHome: false,
    },
    {
      configured: true,
      permission: 'default',
      hasOrdered: true,
      askedBefore: false,
      atHome: false,
      askedOnHome: false,
    },
    { configured: true, permission: 'default', hasOrdered: true, askedBefore: true, atHome: false, askedOnHome: false },
    {
      configured: true,
      permission: 'granted',
      hasOrdered: false,
      askedBefore: false,
      atHome: false,
      askedOnHome: false,
    },
    { configured: true, permission: 'denied', hasOrdered: true, askedBefore: false, atHome: false, askedOnHome: false },
    // The home: undecided, shown there before, and granted already.
    {
      configured: true,
      permission: 'default',
      hasOrdered: false,
      askedBefore: false,
      atHome: true,
      askedOnHome: false,
    },
    { configured: true, permission: 'default', hasOrdered: false, askedBefore: false, atHome: true, askedOnHome: true },
    {
      configured: true,
      permission: 'granted',
      hasOrdered: false,
      askedBefore: false,
      atHome: true,
      askedOnHome: false,
    },
  ],
  events: [
    { type: 'order.placed' },
    { type: 'home.orders', count: 2 },
    { type: 'home.orders', count: 0 },
    { type: 'push.accept' },
    { type: 'push.decline' },
    { type: 'xstate.done.actor.requestPermission', output: 'granted' },
    { type: 'xstate.done.actor.requestPermission', output: 'denied' },
    { type: 'xstate.error.actor.requestPermission', error: new Error('blocked') },
    { type: 'xstate.done.actor.registerToken', output: 'fcm-token-1' },
    { type: 'xstate.error.actor.registerToken', error: new Error('no token') },
  ],
};
