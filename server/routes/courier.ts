// Runs the demo courier simulation (services/courier.ts) and, with test hooks on, lets tests put an order in
// a given stage: POST /__test/order-state {order_id, status, share?}.
import type { Routes } from '../http/router.ts';
import type { Deps } from '../request/deps.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { COURIER_STAGES, courierSeconds, setOrderStage, tickCouriers, type CourierStage } from '../services/courier.ts';

/** Starts the simulation; answers a function that stops it. */
export function registerCourier(
  root: Routes,
  deps: Deps,
  testHooks: boolean,
  seconds: number = courierSeconds(),
): () => void {
  // A tick a second is enough for a marker that moves every poll; unref so it never keeps the process alive.
  const timer = seconds > 0 ? setInterval(() => tickCouriers(deps.db, deps.catalog, deps.now(), seconds), 1000) : null;
  timer?.unref();
  if (testHooks) {
    root.post('/__test/order-state', async (c) => {
      const body = (await c.req.json().catch(() => null)) as {
        order_id?: unknown;
        status?: unknown;
        share?: unknown;
      } | null;
      const stage = String(body?.status ?? '') as CourierStage;
      if (!body || !COURIER_STAGES.includes(stage))
        fail(403, 'status', `The status must be one of ${COURIER_STAGES.join(', ')}.`);
      const share = typeof body.share === 'number' ? body.share : undefined;
      const out = setOrderStage(deps.db, deps.catalog, deps.now(), Number(body.order_id), stage, share);
      if (!out) fail(404, 'order_id', 'Order not found');
      return send(c, { order_id: out.id, order_status: out.order_status });
    });
  }
  return () => {
    if (timer) clearInterval(timer);
  };
}
