// customer/order/prescription/place (platform-api-turn4 §5.1): handlers/prescription-place.ts.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { prescriptionPlacement } from '../handlers/prescription-place.ts';

export function registerPrescriptionOrder(r: Routes, deps: Deps): void {
  r.post('/customer/order/prescription/place', prescriptionPlacement(deps));
}
