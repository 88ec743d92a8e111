import { expect, test, type APIRequestContext } from '@playwright/test';
import { seedDevice } from './device';
import { login } from './checkout-helpers';

const FOOD = { id: 1, module_type: 'food' };
const RENTAL = { id: 6, module_type: 'rental' };
const JSON_HEADERS = { Accept: 'application/json', zoneId: '[1,2,3]' };

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

/** A trip booked and paid from the wallet, then cancelled: the server credits the wallet. */
async function cancelledPaidTrip(request: APIRequestContext, token: string): Promise<number> {
  const headers = { ...JSON_HEADERS, moduleId: '6', Authorization: `Bearer ${token}` };
  await request.delete('/api/v1/rental/user/cart/remove-cart', { headers });
  const pickup_location = { lat: 23.75, lng: 90.375, location_name: 'Dhanmondi' };
  expect(
    (
      await request.post('/api/v1/rental/user/cart/add-to-cart', {
        headers,
        data: { vehicle_id: 4, rental_type: 'hourly', estimated_hours: 2, quantity: 1, pickup_location },
      })
    ).ok(),
  ).toBe(true);
  const booked = await request.post('/api/v1/rental/user/trip/trip-booking', {
    headers,
    data: {
      trip_amount: 1,
      trip_type: 'hourly',
      provider_id: 19,
      contact_person_name: 'Demo Customer',
      contact_person_number: '+8801700000001',
    },
  });
  const tripId = Number(await booked.text());
  expect(
    (
      await request.post('/api/v1/rental/user/trip/payment', {
        headers,
        data: { trip_id: tripId, payment_method: 'wallet' },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await request.put('/api/v1/rental/user/trip/cancel-trip', {
        headers,
        data: { trip_id: tripId, cancellation_reason: 'Plans changed' },
      })
    ).ok(),
  ).toBe(true);
  return tripId;
}

test.describe('After the order: refunds said with their amount, reviews still open', () => {
  test('acc §Refunds Order details: "Write a review" stays on a delivered order after a refund is requested', async ({
    page,
    request,
  }) => {
    const token = await login(request);
    const refund = await request.post('/api/v1/customer/order/refund-request', {
      headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
      data: { order_id: 100001, customer_reason: 'Arrived cold' },
    });
    expect(refund.ok(), await refund.text()).toBe(true);
    await seedDevice(page, { lang: 'en', module: FOOD, token });
    await page.goto('/my-orders/100001');
    await expect(page.getByTestId('order-details')).toBeVisible();
    await expect(page.getByTestId('write-review').or(page.getByTestId('order-reviewed'))).toBeVisible();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`acc §Refunds Trip details (${lang}): a cancelled paid trip says how much is back in the wallet, in words of the language`, async ({
      page,
      request,
    }) => {
      const token = await login(request);
      const tripId = await cancelledPaidTrip(request, token);
      await seedDevice(page, { lang, module: RENTAL, token });
      await page.goto(`/my-trips/${tripId}`);
      await expect(page.getByTestId('trip-payment-status')).toContainText(lang === 'en' ? 'Refunded' : 'تم الاسترداد');
      await expect(page.getByTestId('trip-payment-status')).not.toContainText('refunded');
      await expect(page.getByTestId('trip-refund')).toContainText(
        lang === 'en' ? '৳945.00 is back in your wallet.' : '945.00',
      );
    });
  }

  test('acc §2 Referral: a friend who signs up with the code earns the customer the promised ৳50, shown in the wallet', async ({
    page,
    request,
  }) => {
    const token = await login(request);
    const me = await (
      await request.get('/api/v1/customer/info', {
        headers: { ...JSON_HEADERS, 'X-localization': 'en', Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(me.ref_code).toBeTruthy();
    const friend = await request.post('/api/v1/auth/sign-up', {
      headers: JSON_HEADERS,
      data: {
        name: 'New Friend',
        phone: '+8801755550001',
        password: 'password1',
        confirm_password: 'password1',
        ref_code: me.ref_code,
      },
    });
    expect(friend.ok(), await friend.text()).toBe(true);
    await seedDevice(page, { lang: 'en', module: FOOD, token });
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-amount')).toContainText('1,550.00');
    await expect(page.getByTestId('transaction').first()).toContainText('Referral earning');
  });
});
