import { describe, expect, it } from 'vitest';
import { offeredPayments, preselectPayment, tripPaymentsOffered, type PaymentConfig } from '../../src/domain/payment';

const config: PaymentConfig = {
  cash_on_delivery: true,
  digital_payment: true,
  customer_wallet_status: 1,
  offline_payment_status: 1,
  active_payment_method_list: [
    { gateway: 'stripe', gateway_title: 'Stripe' },
    { gateway: 'paypal', gateway_title: 'PayPal' },
  ],
};
const keys = (zone: Parameters<typeof offeredPayments>[1], signedIn = true, c = config) => offeredPayments(c, zone, signedIn).map((o) => o.key);

describe('Checkout: the payment methods offered (config and the store zone)', () => {
  it('the config enables each method, in the platform order; the wallet only signed in', () => {
    expect(keys(null)).toEqual(['cod', 'digital:stripe', 'digital:paypal', 'wallet', 'offline']);
    expect(keys(null, false)).toEqual(['cod', 'digital:stripe', 'digital:paypal', 'offline']);
    expect(keys(null, true, { ...config, cash_on_delivery: false, offline_payment_status: 0 })).toEqual(['digital:stripe', 'digital:paypal', 'wallet']);
  });

  it("the store zone's cash_on_delivery / digital_payment / offline_payment flags turn a method off; a flag the zone does not give turns nothing off", () => {
    expect(keys({ cash_on_delivery: 0, digital_payment: 1, offline_payment: 1 })).toEqual(['digital:stripe', 'digital:paypal', 'wallet', 'offline']);
    expect(keys({ cash_on_delivery: 1, digital_payment: 0, offline_payment: 0 })).toEqual(['cod', 'wallet']);
    expect(keys({})).toEqual(keys(null));
    expect(keys({ cash_on_delivery: null })).toEqual(keys(null));
  });

  it('the first method actually offered is preselected: a zone with cash on delivery off preselects the first gateway', () => {
    const offered = offeredPayments(config, { cash_on_delivery: 0 }, false).map((o) => o.choice);
    expect(preselectPayment({ method: 'cash_on_delivery' }, offered)).toEqual({ method: 'digital_payment', gateway: 'stripe' });
    expect(preselectPayment(null, offered)).toEqual({ method: 'digital_payment', gateway: 'stripe' });
    // The customer's own choice stays while it is offered.
    const paypal = { method: 'digital_payment' as const, gateway: 'paypal' };
    expect(preselectPayment(paypal, offered)).toBe(paypal);
    // A gateway no longer offered is replaced; nothing offered, nothing chosen.
    expect(preselectPayment({ method: 'digital_payment', gateway: 'bkash' }, offered)).toEqual({ method: 'digital_payment', gateway: 'stripe' });
    expect(preselectPayment({ method: 'cash_on_delivery' }, [])).toBeNull();
  });
});

describe('Rental: how a booked trip can be paid', () => {
  it('api2 §11 trip/payment: a guest pays in cash at pickup or digitally; a signed-in customer also by wallet or partly by wallet', () => {
    expect(tripPaymentsOffered(false)).toEqual(['cash_payment', 'digital_payment']);
    expect(tripPaymentsOffered(true)).toEqual(['cash_payment', 'wallet', 'partial_payment', 'digital_payment']);
  });
});
