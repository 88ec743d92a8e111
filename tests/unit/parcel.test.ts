import { describe, expect, it } from 'vitest';
import {
  orderPlacedSearch,
  parcelBill,
  parcelDeliveryFee,
  parcelOrderBody,
  parcelRefusal,
  parcelZoneOf,
} from '../../src/domain/parcel';
import { parcelPaymentsFor } from '../../src/domain/payment';
import { parcelPaymentUrl } from '../../src/app/parcelFlows';
import { parcelCategorySample, receiverSample, senderSample } from '../../machines/parcel/samples';

const refusal = (message: string, code: string) => ({ details: [{ code, message }] });

describe('parcel domain', () => {
  it('Parcel fee: per km × km, at least the minimum; the config when the category has no charges', () => {
    expect(parcelDeliveryFee(parcelCategorySample, {}, 1)).toBe(30);
    expect(parcelDeliveryFee(parcelCategorySample, {}, 10)).toBe(80);
    expect(
      parcelDeliveryFee(
        { id: 9, name: 'x', parcel_per_km_shipping_charge: null },
        { parcel_per_km_shipping_charge: 12, parcel_minimum_shipping_charge: 50 },
        10,
      ),
    ).toBe(120);
    expect(
      parcelDeliveryFee(
        { id: 9, name: 'x' },
        { parcel_per_km_shipping_charge: 12, parcel_minimum_shipping_charge: 50 },
        1,
      ),
    ).toBe(50);
  });

  it("Parcel: fee under the zone's parcel charges: its per-km and minimum when the category has none, its maximum caps, its increased fee is added", () => {
    const zoneData = [
      {
        id: 4,
        modules: [
          { id: 1, pivot: { per_km_shipping_charge: 10, minimum_shipping_charge: 40, maximum_shipping_charge: 200 } },
        ],
      },
      {
        id: 2,
        increased_delivery_fee: 10,
        increased_delivery_fee_status: 1,
        modules: [
          { id: 5, pivot: { per_km_shipping_charge: 9, minimum_shipping_charge: 35, maximum_shipping_charge: 150 } },
        ],
      },
    ];
    // The first zone (smallest first) that serves the parcel module, with that module's pivot.
    const zone = parcelZoneOf(zoneData, 5)!;
    expect(zone).toMatchObject({ id: 2, pivot: { per_km_shipping_charge: 9 } });
    expect(parcelZoneOf(zoneData, 7)).toBeNull();
    const plain = { ...zone, increased_delivery_fee_status: 0 };
    const noCharges = { id: 9, name: 'x' };
    const config = { parcel_per_km_shipping_charge: 12, parcel_minimum_shipping_charge: 50 };
    expect(parcelDeliveryFee(noCharges, config, 10, plain)).toBe(90); // zone per-km over the config's
    expect(parcelDeliveryFee(noCharges, config, 2, plain)).toBe(35); // zone minimum
    expect(parcelDeliveryFee(noCharges, config, 30, plain)).toBe(150); // zone maximum caps (270 → 150)
    expect(parcelDeliveryFee(parcelCategorySample, config, 30, plain)).toBe(150); // caps the category's rate too (240)
    expect(parcelDeliveryFee(parcelCategorySample, config, 10, plain)).toBe(80); // the category's own rate wins
    expect(parcelDeliveryFee(parcelCategorySample, config, 10, zone)).toBe(88); // + 10 % increased fee
    expect(parcelDeliveryFee(noCharges, config, 3.333, zone)).toBe(38.5); // 35 → 38.5
    expect(parcelDeliveryFee(noCharges, config, 10, { id: 3, pivot: { maximum_shipping_charge: 0 } })).toBe(120); // no zone per-km: config; max 0 = none
  });

  it('Parcel bill: distance between sender and receiver, additional charge when on', () => {
    const b = parcelBill(
      parcelCategorySample,
      { additional_charge_status: 1, additional_charge: 10 },
      senderSample,
      receiverSample,
    );
    // The distance service's figure (straight line ≈ 1.1 km × 1.3), as the server charges it.
    expect(b.km).toBeGreaterThan(1.3);
    expect(b.km).toBeLessThan(1.56);
    expect(b).toMatchObject({ deliveryFee: 30, additional: 10, total: 40 });
  });

  it('Parcel payer: the receiver pays cash on delivery only', () => {
    expect(parcelPaymentsFor('receiver')).toEqual(['cash_on_delivery']);
    expect(parcelPaymentsFor('sender')).toEqual(['cash_on_delivery', 'digital_payment', 'wallet']);
  });

  it('api §3.7 parcel body: receiver_details JSON, category, payer, sender as the address and contact', () => {
    const body = parcelOrderBody(
      {
        category: parcelCategorySample,
        sender: senderSample,
        receiver: receiverSample,
        instruction: 'Handle with care',
        note: ' ',
        payer: 'receiver',
        payment: 'cash_on_delivery',
      },
      40,
    );
    expect(body).toMatchObject({
      order_type: 'parcel',
      parcel_category_id: 2,
      charge_payer: 'receiver',
      address: 'Road 27, Dhanmondi',
      contact_person_number: '+8801700000001',
      delivery_instruction: 'Handle with care',
    });
    expect(body).not.toHaveProperty('order_note');
    expect(JSON.parse(body.receiver_details)).toMatchObject({
      contact_person_name: 'Rita Receiver',
      latitude: '23.7461',
    });
  });

  it('Parcel refusals: each code in words', () => {
    expect(parcelRefusal(refusal('Service not available in this area', 'coordinates'))).toBe('outsideCoverage');
    expect(parcelRefusal(refusal('Insufficient wallet balance', 'payment_method'))).toBe('walletLow');
    expect(parcelRefusal(refusal('The receiver can only pay by cash on delivery', 'payment_method'))).toBe(
      'receiverPaysCash',
    );
    expect(parcelRefusal(refusal('Digital payment is not available', 'payment_method'))).toBe('paymentUnavailable');
    expect(parcelRefusal(refusal('Digital payment for the order not available at this time', 'digital_payment'))).toBe(
      'paymentUnavailable',
    );
    expect(
      parcelRefusal(refusal('Offline payment for the order not available at this time', 'offline_payment_status')),
    ).toBe('paymentUnavailable');
    expect(parcelRefusal(refusal('Guest checkout is not available', 'is_guest'))).toBe('guestCheckoutOff');
    expect(parcelRefusal(refusal('Parcel category not found', 'parcel_category'))).toBe('categoryGone');
    expect(parcelRefusal(refusal('x', 'receiver_details'))).toBe('receiverInvalid');
    expect(parcelRefusal(refusal('x', 'contact_person_number'))).toBe('contactMissing');
    expect(parcelRefusal(new Error('network'))).toBe('failed');
    expect(orderPlacedSearch(5, '+880170')).toEqual({ order_id: 5, contact_number: '+880170' });
    expect(orderPlacedSearch(5, null)).toEqual({ order_id: 5 });
  });
});

describe('parcel payment page', () => {
  it('Parcel: a digitally paid parcel leaves for payment-mobile and comes back to its order-placed page', () => {
    const url = new URL(
      parcelPaymentUrl(100042, { order_id: 100042, contact_number: '+8801700000001' }, 'g-1', 'https://shop.example'),
      'https://shop.example',
    );
    expect(url.pathname).toMatch(/\/payment-mobile$/);
    expect(url.searchParams.get('order_id')).toBe('100042');
    expect(url.searchParams.get('customer_id')).toBe('g-1');
    expect(url.searchParams.get('payment_method')).toBe('digital_payment');
    const back = new URL(url.searchParams.get('callback')!);
    expect(back.origin + back.pathname).toBe('https://shop.example/order-placed');
    expect(back.searchParams.get('contact_number')).toBe('+8801700000001');
  });

  it("acc §Payment page: the parcel's payment page is opened with the single-use payment reference order/place gave", () => {
    const url = new URL(
      parcelPaymentUrl(100042, { order_id: 100042 }, null, 'https://shop.example', 'AbC_123-xyz'),
      'https://shop.example',
    );
    expect(url.searchParams.get('payment_reference')).toBe('AbC_123-xyz');
  });
});
