import { expect, test } from '@playwright/test';
import { demoToken, placeOrder } from './orders-helpers';

const JSON_HEADERS = { Accept: 'application/json', moduleId: '1', zoneId: '[1,2,3]' };

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

test.describe('The local payment page speaks to the customer: the method in words, money as the storefront shows it', () => {
  test('acc §4 Wallet top-up payment page: "Pay with SSLCommerz" and "৳2,500.00", not "ssl_commerz" and "৳2500.00"', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const r = await request.post('/api/v1/customer/wallet/add-fund', {
      headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
      data: { amount: 2500, payment_method: 'ssl_commerz' },
    });
    expect(r.ok(), await r.text()).toBe(true);
    const link = new URL((await r.json()).redirect_link as string);
    await page.goto(link.pathname + link.search);
    await expect(page.getByText('Add fund to wallet')).toBeVisible();
    await expect(page.getByText('Pay with SSLCommerz')).toBeVisible();
    await expect(page.locator('.amount')).toHaveText('৳2,500.00');
    await expect(page.locator('body')).not.toContainText('ssl_commerz');
  });

  test('core §8 Digital order payment page: "Pay with Digital payment", never the raw "digital_payment"', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const id = await placeOrder(request, { token }, { payment_method: 'digital_payment' });
    const start = await request.get(`/payment-mobile?order_id=${id}`, {
      maxRedirects: 0,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(start.status()).toBe(302);
    await page.goto(start.headers().location!);
    await expect(page.getByText(`Order #${id}`)).toBeVisible();
    await expect(page.getByText('Pay with Digital payment')).toBeVisible();
    await expect(page.locator('.amount')).toHaveText(/^৳\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.locator('body')).not.toContainText('digital_payment');
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });
});
