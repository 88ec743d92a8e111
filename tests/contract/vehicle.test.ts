// @vitest-environment node
/** Contract: GET /vehicle/extra_charge as the platform answers it (a bare number; `distance` required). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, startServer, type Server } from './server.ts';
import { vehicleFor, type DeliveryVehicle } from '../../server/routes/vehicle.ts';

let server: Server;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

describe('vehicle/extra_charge', () => {
  it('api vehicle/extra_charge: a bare number for a distance (the platform web client adds it to the delivery fee)', async () => {
    const res = await server.op('get', '/api/v1/vehicle/extra_charge', { query: { distance: 3.2 } });
    expectContract(res, 200);
    expect(res.body).toBe(0);
  });

  it('api vehicle/extra_charge: without distance → 403 code distance in the platform shape', async () => {
    const res = await server.op('get', '/api/v1/vehicle/extra_charge', {});
    expectContract(res, 403);
    expect((res.body as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('distance');
  });

  it('api vehicle/extra_charge: the vehicle whose coverage holds the distance, else the next that starts beyond it, else 0', () => {
    const fleet: DeliveryVehicle[] = [
      { id: 1, type: 'Bike', status: 1, starting_coverage_area: 0, maximum_coverage_area: 5, extra_charges: 5 },
      { id: 2, type: 'Car', status: 1, starting_coverage_area: 8, maximum_coverage_area: 20, extra_charges: 25 },
      { id: 3, type: 'Van', status: 0, starting_coverage_area: 20, maximum_coverage_area: 60, extra_charges: 90 },
    ];
    const charge = (km: number) => vehicleFor(fleet, km)?.extra_charges ?? 0;
    expect(charge(3)).toBe(5);
    expect(charge(5)).toBe(5);
    expect(charge(6.5)).toBe(25); // in no coverage: the next vehicle that starts beyond it
    expect(charge(12)).toBe(25);
    expect(charge(30)).toBe(0); // only an inactive vehicle covers it
  });
});
