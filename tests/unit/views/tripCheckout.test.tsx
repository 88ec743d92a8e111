/**
 * Trip checkout (src/features/rental/TripCheckout.tsx at /rental/checkout), rendered by the app against the
 * reference server's seed: the demo customer with vehicle 4 (two hours from Dhanmondi) in the rental
 * cart sees the fare and Book trip; booking it books the fare shown (api2 §11, acc §9).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { startEdgeServer, type EdgeServer } from '../edge/edgeServer';
import { renderPage } from './renderPage';

configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 60_000 });
let server: EdgeServer;

beforeAll(async () => {
  server = await startEdgeServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.useScope('rental', { signedIn: true });
  const token = await server.token();
  const headers = { moduleId: String(server.modules.rental!.id), zoneId: server.zoneId };
  await server.call('DELETE', '/api/v1/rental/user/cart/remove-cart', { token, headers });
  const added = await server.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
    token,
    headers,
    json: {
      vehicle_id: 4,
      rental_type: 'hourly',
      estimated_hours: 2,
      quantity: 1,
      pickup_location: { lat: 23.75, lng: 90.375, location_name: 'Dhanmondi' },
    },
  });
  expect(added.status).toBe(200);
});

/** The fare as the customer reads it: each term and its amount. */
async function fare(name: string): Promise<string[][]> {
  const region = await screen.findByRole('region', { name });
  const terms = within(region).getAllByRole('term');
  const amounts = within(region).getAllByRole('definition');
  return terms.map((t, i) => [t.textContent ?? '', amounts[i]?.textContent ?? '']);
}

describe('api2 §11 Trip checkout', () => {
  it('api2 §11 en: "Trip checkout", the fare term by term ending in its total, and Book trip; booking it books that total', async () => {
    await renderPage('/rental/checkout', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip checkout' })).toBeTruthy();
    const lines = await fare('Fare');
    // Two hours at ৳450 an hour, no discount, 5 % tax.
    expect(lines).toEqual([
      ['Vehicles (after vehicle discounts)', '৳900.00'],
      ['Provider discount', '- ৳0.00'],
      ['Tax', '+ ৳45.00'],
      ['Total', '৳945.00'],
    ]);
    const book = screen.getByRole('button', { name: 'Book trip' }) as HTMLButtonElement;
    expect(book.disabled).toBe(false);
    fireEvent.click(book);
    expect(await screen.findByText(/^Trip #\d+ is booked\. Choose how to pay\.$/)).toBeTruthy();
    const sent = server.to('/api/v1/rental/user/trip/trip-booking', 'POST').at(-1)!;
    const details = await server.call('GET', `/api/v1/rental/user/trip/get-trip-details?trip_id=${Number(sent.body)}`, {
      token: await server.token(),
      headers: { moduleId: String(server.modules.rental!.id) },
    });
    expect(lines.at(-1)![1]).toBe(`৳${Number((details.body as { trip_amount: number }).trip_amount).toFixed(2)}`);
  });

  it('api2 §11 ar: the same checkout in Arabic: إتمام حجز الرحلة, the fare الأجرة term by term, احجز الرحلة', async () => {
    await renderPage('/rental/checkout', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'إتمام حجز الرحلة' })).toBeTruthy();
    expect(await fare('الأجرة')).toEqual([
      ['المركبات (بعد خصومات المركبات)', '৳900.00'],
      ['خصم المزوّد', '- ৳0.00'],
      ['الضريبة', '+ ৳45.00'],
      ['الإجمالي', '৳945.00'],
    ]);
    expect((screen.getByRole('button', { name: 'احجز الرحلة' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
