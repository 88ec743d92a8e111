import { describe, expect, it } from 'vitest';
import { computeBill, type BillInput } from '../../src/domain/bill';
import { billLines, orderBillFacts, walletSplit } from '../../src/domain/billLines';
import { plainBill } from '../fixtures/plain-bill';

const now = new Date(2026, 10, 25, 13, 0, 0);
const storeDiscount = {
  start_date: '2024-01-01',
  end_date: '2099-12-31',
  start_time: '00:00:00',
  end_time: '23:59:59',
  discount: 10,
  discount_type: 'percent',
  min_purchase: 300,
  max_discount: 100,
};

const input = (over: Partial<BillInput> = {}): BillInput =>
  plainBill(now, {
    store: { id: 1, zone_id: 2, tax: 0, free_delivery: true, self_delivery_system: 0, discount: storeDiscount },
    ...over,
  });

describe('acc §9 a campaign item is charged the price it is shown at', () => {
  it('acc §9 Discount: beside a running store discount a campaign line keeps its own 15% (৳552.50), other lines take the store’s', () => {
    const platter = { price: 650, quantity: 1, discount: 15, discount_type: 'percent', campaign: true, addOns: [] };
    const alone = computeBill(input({ lines: [platter] }));
    expect(alone.itemDiscount).toBe(97.5);
    expect(alone.storeDiscount).toBe(0);
    expect(alone.total).toBe(552.5);
    const burger = { price: 250, quantity: 1, discount: 0, discount_type: 'percent', addOns: [] };
    const mixed = computeBill(input({ lines: [platter, burger] }));
    expect(mixed.itemDiscount).toBe(97.5);
    expect(mixed.storeDiscount).toBe(25);
    expect(mixed.total).toBe(552.5 + 225);
  });
});

describe('acc §9 partial payment: what the wallet paid and what is still due', () => {
  it('acc §9 partial payment: the wallet pays its balance, the rest is due on delivery', () => {
    expect(walletSplit(1741, 1500)).toEqual({ walletPaid: 1500, due: 241 });
    expect(walletSplit(1741, 0)).toBeNull();
    const rows = billLines({
      base: { id: 'bill.items', amount: 1741 },
      total: 1741,
      walletPaid: 1500,
      due: { amount: 241, onDelivery: true },
    });
    expect(rows.slice(-3).map((r) => [r.id, r.amount])).toEqual([
      ['bill.total', 1741],
      ['bill.walletPaid', 1500],
      ['bill.dueOnDelivery', 241],
    ]);
  });

  it('acc §9 partial payment: a partly paid order’s bill says what is still due; a paid one does not', () => {
    const order = { order_type: 'delivery', order_amount: 1741, partially_paid_amount: 1500, delivery_charge: 0 };
    const due = billLines(
      orderBillFacts(
        { ...order, payment_status: 'partially_paid', payment_method: 'cash_on_delivery' },
        { subtotal: 1741 },
        false,
      ),
    );
    expect(due.find((r) => r.id === 'bill.dueOnDelivery')?.amount).toBe(241);
    const paid = billLines(
      orderBillFacts(
        { ...order, payment_status: 'paid', payment_method: 'cash_on_delivery' },
        { subtotal: 1741 },
        false,
      ),
    );
    expect(paid.some((r) => r.id === 'bill.dueOnDelivery' || r.id === 'bill.due')).toBe(false);
  });
});
