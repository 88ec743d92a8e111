/**
 * Order details (src/features/orders/OrderDetails.tsx at /my-orders/$orderId), rendered by the app against the
 * reference server's seed: what the demo customer sees of the delivered order 100001, by role and name, in
 * English and Arabic (more §10, acc §9 the bill).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { startEdgeServer, type EdgeServer } from '../edge/edgeServer';
import { renderPage } from './renderPage';

configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 60_000 });
let server: EdgeServer;
let order: { id: number; order_amount: number; order_status: string };

beforeAll(async () => {
  server = await startEdgeServer();
  const tracked = await server.call('GET', '/api/v1/customer/order/track?order_id=100001', {
    token: await server.token(),
  });
  order = tracked.body as typeof order;
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('food', { signedIn: true }));

/** The bill's lines as the customer reads them: each line's label and amount. */
async function billLines(heading: string): Promise<string[][]> {
  const bill = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section')!;
  return within(bill)
    .getAllByRole('paragraph')
    .map((line) => [...line.children].map((part) => part.textContent ?? ''));
}

describe('more §10 Order details: a delivered order', () => {
  it('more §10 en: the order’s sections, its two lines, a bill whose Total is what the server charged, and Request a refund / Order again', async () => {
    expect(order.order_status).toBe('delivered');
    await renderPage(`/my-orders/${order.id}`, 'en');
    expect(await screen.findByRole('heading', { name: 'Order details' })).toBeTruthy();
    for (const name of ['Order status', 'Items', 'Bill', 'Payment', 'Delivery address'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText(String(order.id), { exact: false })).toBeTruthy();
    const items = screen.getByRole('heading', { level: 2, name: 'Items' }).closest('section')!;
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('2 × Classic Beef Burger'), expect.stringContaining('1 × Mango Lassi')]);
    // acc §9: only the lines that apply, in the spec's order; the Total is the server's order_amount.
    expect(await billLines('Bill')).toEqual([
      ['Subtotal', '৳650.00'],
      ['Discount', '− ৳62.00'],
      ['Coupon discount', '− ৳30.00'],
      ['VAT/Tax', '+ ৳27.90'],
      ['Delivery fee', 'Free'],
      ['Service charge', '+ ৳10.00'],
      ['Total', `৳${order.order_amount.toFixed(2)}`],
    ]);
    expect(screen.getByRole('button', { name: 'Request a refund' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Order again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('more §10 ar: the same order in Arabic, right to left: تفاصيل الطلب, the bill line by line in Arabic words, طلب استرداد and اطلب مرة أخرى', async () => {
    await renderPage(`/my-orders/${order.id}`, 'ar');
    expect(await screen.findByRole('heading', { name: 'تفاصيل الطلب' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await billLines('الفاتورة')).toEqual([
      ['المجموع الفرعي', '৳650.00'],
      ['الخصم', '− ৳62.00'],
      ['خصم القسيمة', '− ৳30.00'],
      ['ضريبة القيمة المضافة', '+ ৳27.90'],
      ['رسوم التوصيل', 'مجاني'],
      ['رسوم الخدمة', '+ ৳10.00'],
      ['الإجمالي', `৳${order.order_amount.toFixed(2)}`],
    ]);
    expect(screen.getByRole('button', { name: 'طلب استرداد' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اطلب مرة أخرى' })).toBeTruthy();
  });
});
