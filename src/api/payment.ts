import { API_BASE_URL } from './api';

export interface PaymentPage {
  orderId: number;
  /** The guest's id for a guest's order ('' or null for a customer's: the contact number proves it). */
  customerId: string | null;
  /** Where the page sends the customer back. */
  callback: string;
  /** The gateway the customer chose; the platform's page offers them all by default. */
  method?: string | null;
  /** The page answers only the order's owner: a browser navigation carries no token, so the contact number is the proof. */
  contactNumber?: string | null;
  /** This storefront's origin: the page's host when the API is on this origin too. */
  origin: string;
}

/** The platform's payment page of a digitally paid order (api §3.7 payment-mobile, as its web client opens it). */
export function paymentPageUrl(p: PaymentPage): string {
  const q = new URLSearchParams({
    order_id: String(p.orderId),
    customer_id: p.customerId ?? '',
    payment_platform: 'web',
    callback: p.callback,
    payment_method: p.method ?? 'digital_payment',
  });
  if (p.contactNumber) q.set('contact_number', p.contactNumber);
  return `${API_BASE_URL || p.origin}/payment-mobile?${q}`;
}
