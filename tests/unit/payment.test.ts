import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { setupI18n } from '@lingui/core';
import {
  ORDER_PAYMENT_METHODS,
  PAYMENT_METHOD_IDS,
  PAYMENT_LABELS,
  offeredPayments,
  paymentKey,
  preselectPayment,
  tripPaymentsOffered,
  type PaymentConfig,
} from '../../src/domain/payment';
import { restorableDraft } from '../../src/domain/checkoutDraft';
import { paymentMethodLabel } from '../../src/ui/paymentLabels';
import { paymentOptions } from '../../src/features/checkout/PaymentSection';

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
const keys = (zone: Parameters<typeof offeredPayments>[1], signedIn = true, c = config) =>
  offeredPayments(c, zone, signedIn).map((o) => o.key);

describe('Checkout: the payment methods offered (config and the store zone)', () => {
  it('the config enables each method, in the platform order; the wallet only signed in', () => {
    expect(keys(null)).toEqual(['cod', 'digital:stripe', 'digital:paypal', 'wallet', 'offline']);
    expect(keys(null, false)).toEqual(['cod', 'digital:stripe', 'digital:paypal', 'offline']);
    expect(keys(null, true, { ...config, cash_on_delivery: false, offline_payment_status: 0 })).toEqual([
      'digital:stripe',
      'digital:paypal',
      'wallet',
    ]);
  });

  it("the store zone's cash_on_delivery / digital_payment / offline_payment flags turn a method off; a flag the zone does not give turns nothing off", () => {
    expect(keys({ cash_on_delivery: 0, digital_payment: 1, offline_payment: 1 })).toEqual([
      'digital:stripe',
      'digital:paypal',
      'wallet',
      'offline',
    ]);
    expect(keys({ cash_on_delivery: 1, digital_payment: 0, offline_payment: 0 })).toEqual(['cod', 'wallet']);
    expect(keys({})).toEqual(keys(null));
    expect(keys({ cash_on_delivery: null })).toEqual(keys(null));
  });

  it('the first method actually offered is preselected: a zone with cash on delivery off preselects the first gateway', () => {
    const offered = offeredPayments(config, { cash_on_delivery: 0 }, false).map((o) => o.choice);
    expect(preselectPayment({ method: 'cash_on_delivery' }, offered)).toEqual({
      method: 'digital_payment',
      gateway: 'stripe',
    });
    expect(preselectPayment(null, offered)).toEqual({ method: 'digital_payment', gateway: 'stripe' });
    // The customer's own choice stays while it is offered.
    const paypal = { method: 'digital_payment' as const, gateway: 'paypal' };
    expect(preselectPayment(paypal, offered)).toBe(paypal);
    // A gateway no longer offered is replaced; nothing offered, nothing chosen.
    expect(preselectPayment({ method: 'digital_payment', gateway: 'bkash' }, offered)).toEqual({
      method: 'digital_payment',
      gateway: 'stripe',
    });
    expect(preselectPayment({ method: 'cash_on_delivery' }, [])).toBeNull();
  });
});

describe("Checkout: the business's offline payment methods, each by its name (turn4 §5.2)", () => {
  const methods = [
    { id: 1, method_name: 'Bank Transfer' },
    { id: 2, method_name: 'bKash Send Money' },
  ];

  it('turn4 §5.2 Offline payment: each active method is its own choice, named as the business named it', () => {
    const offers = offeredPayments(config, null, true, methods);
    expect(offers.map((o) => o.key)).toEqual([
      'cod',
      'digital:stripe',
      'digital:paypal',
      'wallet',
      'offline:1',
      'offline:2',
    ]);
    expect(offers.at(-1)).toEqual({
      key: 'offline:2',
      choice: { method: 'offline_payment', offlineMethodId: 2 },
      gatewayTitle: 'bKash Send Money',
    });
  });

  it('turn4 §5.2 Offline payment: no active method, no offline choice; the config or the zone turning it off hides every method', () => {
    expect(keys(null, true, config).filter((k) => k.startsWith('offline'))).toEqual(['offline']);
    expect(offeredPayments(config, null, true, []).some((o) => o.choice.method === 'offline_payment')).toBe(false);
    expect(
      offeredPayments({ ...config, offline_payment_status: 0 }, null, true, methods).some(
        (o) => o.choice.method === 'offline_payment',
      ),
    ).toBe(false);
    expect(
      offeredPayments(config, { offline_payment: 0 }, true, methods).some((o) => o.choice.method === 'offline_payment'),
    ).toBe(false);
  });

  it('turn4 §5.2 Offline payment: the chosen method stays while offered, and one the business withdrew is replaced', () => {
    const offered = offeredPayments(config, null, true, methods).map((o) => o.choice);
    const bkash = { method: 'offline_payment' as const, offlineMethodId: 2 };
    expect(paymentKey(bkash)).toBe('offline:2');
    expect(preselectPayment(bkash, offered)).toBe(bkash);
    expect(preselectPayment({ method: 'offline_payment', offlineMethodId: 3 }, offered)).toEqual({
      method: 'cash_on_delivery',
    });
  });

  it('acc §9 Checkout reload: the kept offline method comes back from the device; a malformed id is dropped', () => {
    expect(restorableDraft({ payment: { method: 'offline_payment', offlineMethodId: 2 } }).payment).toEqual({
      method: 'offline_payment',
      offlineMethodId: 2,
    });
    expect(restorableDraft({ payment: { method: 'offline_payment', offlineMethodId: '2; drop' } }).payment).toEqual({
      method: 'offline_payment',
    });
    expect(restorableDraft({ payment: { method: 'offline_payment', offlineMethodId: -1 } }).payment).toEqual({
      method: 'offline_payment',
    });
  });
});

describe('Rental: how a booked trip can be paid', () => {
  it('api2 §11 trip/payment: a guest pays in cash at pickup or digitally; a signed-in customer also by wallet or partly by wallet', () => {
    expect(tripPaymentsOffered(false)).toEqual(['cash_payment', 'digital_payment']);
    expect(tripPaymentsOffered(true)).toEqual(['cash_payment', 'wallet', 'partial_payment', 'digital_payment']);
  });
});

describe('The one payment vocabulary: every method named once, beside its id', () => {
  it("each method's name carries the id Lingui gives its words, so the catalogs translate it (a wrong id names the right one)", () => {
    for (const id of PAYMENT_METHOD_IDS) {
      const label = PAYMENT_LABELS[id];
      expect({ method: id, id: label.id }).toEqual({ method: id, id: generateMessageId(label.message) });
    }
  });

  it('api §3.7 order/place takes cash on delivery, digital payment, the wallet and offline payment; a trip’s own methods are not among them', () => {
    expect(ORDER_PAYMENT_METHODS).toEqual(['cash_on_delivery', 'digital_payment', 'wallet', 'offline_payment']);
  });

  it('an order, a parcel and a trip read one name per method; an id this storefront does not know is "Other payment"', () => {
    expect(paymentMethodLabel('cash_on_delivery')).toBe(PAYMENT_LABELS.cash_on_delivery);
    expect(paymentMethodLabel('cash_payment').message).toBe('Cash');
    expect(paymentMethodLabel('ssl_commerz').message).toBe('Other payment');
  });
});

describe('Checkout §Payment Method: each choice by the name the customer reads', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const own = { cash_on_delivery: 'Cash on delivery', wallet: 'Pay from wallet', offline_payment: 'Offline payment' };
  const titles = (words: Parameters<typeof paymentOptions>[1], offline?: { id: number; method_name: string }[]) =>
    paymentOptions(offeredPayments(config, null, true, offline), words, i18n).map((o) => [o.title, o.hint]);

  it("checkout's own words, a gateway by its title, a business's offline method by its name beside 'Offline payment'", () => {
    expect(titles(own)).toEqual([
      ['Cash on delivery', undefined],
      ['Stripe', undefined],
      ['PayPal', undefined],
      ['Pay from wallet', undefined],
      ['Offline payment', undefined],
    ]);
    expect(titles(own, [{ id: 1, method_name: 'Bank Transfer' }]).at(-1)).toEqual(['Bank Transfer', 'Offline payment']);
  });

  it('a method checkout has no word of its own for is named by the vocabulary', () => {
    expect(titles({ wallet: 'Pay from wallet' }).map(([title]) => title)).toEqual([
      'Cash on delivery',
      'Stripe',
      'PayPal',
      'Pay from wallet',
      'Offline payment',
    ]);
  });
});
