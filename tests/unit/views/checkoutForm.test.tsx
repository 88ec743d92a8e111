/**
 * The checkout (src/features/checkout/CheckoutForm.tsx at /checkout?page=cart), rendered by the app against the
 * reference server's seed: the demo customer with Organic Bananas (Fresh Mart, grocery) in the cart sees the
 * options, the bill and Place Order with its total, and placing charges that total (core §5, acc §8, acc §9).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { startEdgeServer, type EdgeServer } from '../edge/edgeServer';
import { renderPage } from './renderPage';

configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 60_000 });
let server: EdgeServer;
const BANANAS = { item_id: 101, model: 'Item', price: 80, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] };

beforeAll(async () => {
  server = await startEdgeServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.useScope('grocery', { signedIn: true });
  const headers = { moduleId: String(server.modules.grocery!.id), zoneId: server.zoneId };
  const token = await server.token();
  await server.call('DELETE', '/api/v1/customer/cart/remove', { token, headers });
  const added = await server.call('POST', '/api/v1/customer/cart/add', { token, headers, json: BANANAS });
  expect(added.status).toBe(200);
});

const placeOrder = (label: string) => screen.findByRole('button', { name: new RegExp(`^${label}\\s*· `) });
const radios = (group: string) =>
  within(screen.getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .map(
      (r) =>
        [
          r.getAttribute('aria-label') ?? r.closest('label')?.textContent ?? '',
          (r as HTMLInputElement).checked,
        ] as const,
    );

async function summaryLines(heading: string): Promise<string[]> {
  const summary = (await screen.findByRole('heading', { level: 2, name: heading })).parentElement!;
  return within(summary)
    .getAllByRole('paragraph')
    .filter((p) => !p.closest('li'))
    .map((p) => p.textContent ?? '');
}

describe('core §5 Checkout: the demo customer with one line', () => {
  it('core §5 en: Home Delivery and Cash on delivery chosen, the bill line by line, and Place Order naming the total', async () => {
    await renderPage('/checkout?page=cart', 'en');
    const place = await placeOrder('Place Order');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(radios('Delivery Options')).toEqual([
      ['Home Delivery', true],
      ['Take Away', false],
    ]);
    const payments = radios('Payment Method');
    expect(payments[0]).toEqual(['Cash on delivery', true]);
    expect(payments.map(([name]) => name)).toEqual(expect.arrayContaining(['Stripe', 'PayPal']));
    expect(payments.filter(([, checked]) => checked)).toHaveLength(1);
    expect(await summaryLines('Order Summary')).toEqual([
      'Subtotal৳80.00',
      'VAT/Tax+ ৳4.00',
      'Delivery feeFree',
      'Service charge+ ৳10.00',
      'Total৳94.00',
    ]);
    expect(place.textContent).toBe('Place Order· ৳94.00');
    expect((place as HTMLButtonElement).disabled).toBe(false);
    // An empty coupon field cannot be applied.
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('core §5 Place Order: "Order placed successfully" after one order/place, and the server charged the ৳94.00 the button named', async () => {
    await renderPage('/checkout?page=cart', 'en');
    await placeOrder('Place Order');
    await summaryLines('Order Summary');
    // The button found now: the form draws again as its facts arrive, and a node it replaced takes no click.
    fireEvent.click(await placeOrder('Place Order'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed successfully' })).toBeTruthy();
    const placed = server.to('/api/v1/customer/order/place', 'POST').at(-1)!;
    expect(placed.status).toBe(200);
    const orderId = (placed.body as { order_id: number }).order_id;
    const tracked = await server.call('GET', `/api/v1/customer/order/track?order_id=${orderId}`, {
      token: await server.token(),
    });
    expect((tracked.body as { order_amount: number }).order_amount).toBe(94);
    expect(server.to('/api/v1/customer/order/place', 'POST')).toHaveLength(1);
  });

  it('core §5 ar: the same checkout in Arabic: إتمام الشراء, الدفع عند الاستلام chosen, the bill in Arabic words, تأكيد الطلب with the total', async () => {
    await renderPage('/checkout?page=cart', 'ar');
    const place = await placeOrder('تأكيد الطلب');
    expect(screen.getByRole('heading', { level: 1, name: 'إتمام الشراء' })).toBeTruthy();
    expect(radios('طريقة الدفع')[0]).toEqual(['الدفع عند الاستلام', true]);
    expect(await summaryLines('ملخص الطلب')).toEqual([
      'المجموع الفرعي৳80.00',
      'ضريبة القيمة المضافة+ ৳4.00',
      'رسوم التوصيلمجاني',
      'رسوم الخدمة+ ৳10.00',
      'الإجمالي৳94.00',
    ]);
    expect(place.textContent).toBe('تأكيد الطلب· ৳94.00');
  });
});
