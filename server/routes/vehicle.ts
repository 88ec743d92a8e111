// GET /vehicle/extra_charge (the platform's route, read by its web client's checkout): the extra charge of
// the delivery-man vehicle that serves a distance, answered as a bare JSON number. The platform picks the
// active vehicle whose coverage holds the distance (starting ≤ d ≤ maximum) or, failing that, the first
// that starts beyond it, lowest starting_coverage_area first; none → 0. `distance` is required (403).
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { num, validate } from '../http/validate.ts';

export interface DeliveryVehicle {
  id: number;
  type: string;
  status: number;
  starting_coverage_area: number;
  maximum_coverage_area: number;
  extra_charges: number;
}

/**
 * The demo fleet. Its extra charges are 0, so the delivery fee the server charges (services/orders.ts)
 * needs no vehicle line; an operator who sets one must add it to the fee on both sides as well.
 */
export const DELIVERY_VEHICLES: readonly DeliveryVehicle[] = [
  { id: 1, type: 'Bike', status: 1, starting_coverage_area: 0, maximum_coverage_area: 10, extra_charges: 0 },
  { id: 2, type: 'Car', status: 1, starting_coverage_area: 10, maximum_coverage_area: 50, extra_charges: 0 },
];

/** The platform's choice of vehicle for `km` (DMVehicle active, coverage, ordered by starting area). */
export function vehicleFor(fleet: readonly DeliveryVehicle[], km: number): DeliveryVehicle | null {
  const fits = fleet
    .filter(
      (v) =>
        v.status === 1 &&
        ((v.starting_coverage_area <= km && v.maximum_coverage_area >= km) || v.starting_coverage_area >= km),
    )
    .sort((a, b) => a.starting_coverage_area - b.starting_coverage_area);
  return fits[0] ?? null;
}

export function registerVehicle(r: Routes, _deps: Deps, fleet: readonly DeliveryVehicle[] = DELIVERY_VEHICLES): void {
  r.get('/vehicle/extra_charge', (c) => {
    const q = c.req.query();
    validate(q, { distance: 'required|numeric|min:0|max:100000' });
    return send(c, vehicleFor(fleet, num(q.distance))?.extra_charges ?? 0);
  });
}
