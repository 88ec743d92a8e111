/** Inputs and events for exploring the tracking machine (machines/catalog.ts). */
const dest = { lat: 23.81, lng: 90.41 };
const track = (order_status: string, delivery_man: Record<string, unknown> | null = null) => ({
  order_status,
  delivery_man,
  store_delivery_time: '30-40 min',
  destination: dest,
});
const courier = (lat: number, lng: number) => ({
  f_name: 'Rafi',
  l_name: 'Ahmed',
  lat: String(lat),
  lng: String(lng),
  location: 'Road 11',
});

export const trackingSamples = {
  inputs: [{ orderId: 100003, pollBaseMs: 10 }],
  events: [
    { type: 'track.sync', order: track('pending'), at: 1_000 },
    { type: 'track.sync', order: track('accepted', courier(23.8, 90.4)), at: 2_000 },
    { type: 'track.sync', order: track('picked_up', courier(23.78, 90.4)), at: 3_000 },
    { type: 'track.sync', order: track('picked_up', courier(23.8101, 90.4101)), at: 4_000 },
    { type: 'track.sync', order: track('delivered', courier(23.81, 90.41)), at: 5_000 },
    { type: 'track.sync', order: track('canceled'), at: 5_000 },
    { type: 'track.sync', order: track('failed'), at: 5_000 },
    { type: 'track.sync', order: track('refund_requested'), at: 5_000 },
    { type: 'page.hidden' },
    { type: 'page.visible' },
    { type: 'page.focus' },
    { type: 'net.offline' },
    { type: 'net.online' },
    { type: 'xstate.after.pollDelay.tracking.poll.waiting' },
    { type: 'xstate.done.actor.pollOrder', output: { order: track('picked_up', courier(23.79, 90.4)), at: 6_000 } },
    { type: 'xstate.done.actor.pollOrder', output: { order: track('delivered', courier(23.81, 90.41)), at: 7_000 } },
    { type: 'xstate.error.actor.pollOrder', error: { status: 500, messages: [] } },
  ],
};
