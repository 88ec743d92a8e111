import { API_BASE_URL } from './api';

export interface PaymentPage {
  orderId: number;
  /** The guest's id for a guest's order ('' or null for a customer's: the contact number proves it). */
  customerId: string | null;
  /** Where the page sends the customer back. */
  callback: string;
  /** The gateway the customer chose; the platform's page offers them all by default. */
  method?: string | null;
  /** The order's contact number (a guest's page checks it when sent). */
  contactNumber?: string | null;
  /**
   * The page answers only the order's owner, and a browser navigation carries no token: order/place's
   * single-use payment_reference (or, after a failed payment, the fresh one the page came back with) is the proof.
   */
  paymentReference?: string | null;
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
  if (p.paymentReference) q.set('payment_reference', p.paymentReference);
  return `${API_BASE_URL || p.origin}/payment-mobile?${q}`;
}
