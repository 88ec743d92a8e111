// Local payment page standing in for the real gateways. Wallet top-ups (add-fund) and digital order
// payments (the web client's /payment-mobile redirect) land on GET /payment/pay; the customer presses
// "Pay" or "Cancel", and the page redirects back to the callback with flag=success|fail (the platform's
// gateways append the same flag). A payment request completes once; repeats only redirect again.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import { originAllowed } from '../http/origins.ts';
import { userOf } from '../request/access.ts';
import type { Routes } from '../http/router.ts';
import { page, escapeHtml, HTML_HEADERS } from '../services/html.ts';
import { isoStamp } from '../catalog/time.ts';
import {
  callerOwnsOrder,
  createPaymentRequest,
  findOrder,
  findPaymentRequest,
  issuePaymentReference,
  orderUnpayable,
  settlePayment,
  spendPaymentReference,
} from '../services/payments.ts';
import { cents, digitsOf, fromCents } from '../services/pricing.ts';
import { couponStillAllowed } from '../services/coupons.ts';
import { moneyWords, paymentMethodWords } from '../services/payment-words.ts';

/** The callback with the outcome, only when it is one of the storefront's own origins (the server's own,
 *  STOREFRONT_ORIGINS): a payment page that redirects anywhere is an open redirect. */
function backTo(
  c: Context,
  origins: readonly string[],
  callback: string | null,
  flag: string,
  extra: Record<string, string> = {},
): string | null {
  if (!callback) return null;
  try {
    const u = new URL(callback);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (!originAllowed(u.origin, c, origins)) return null;
    u.searchParams.set('flag', flag);
    for (const [k, v] of Object.entries(extra)) u.searchParams.set(k, v);
    return u.toString();
  } catch {
    return null;
  }
}

export function registerPaymentPages(r: Routes, deps: Deps): void {
  registerGatewayPage(r, deps);
  registerPaymentMobile(r, deps);
}

/** GET /payment/pay shows the payment; POST settles it as the customer decided and goes back to the callback. */
function registerGatewayPage(r: Routes, deps: Deps): void {
  const { db } = deps;
  // An issued payment reference is not a payment yet: only /payment-mobile turns it into one.
  const find = (id: string) => {
    const p = findPaymentRequest(db, id);
    return p && p.status !== 'issued' ? p : undefined;
  };

  r.get('/payment/pay', (c) => {
    const p = find(c.req.query('payment_id') ?? '');
    if (!p) return c.html(page('Payment', '<p>This payment link is not valid.</p>'), 404, HTML_HEADERS);
    if (p.status !== 'pending')
      return c.html(page('Payment', `<p>This payment is already ${escapeHtml(p.status)}.</p>`), 200, HTML_HEADERS);
    const cfg = deps.config();
    const what =
      p.kind === 'add_fund' ? 'Add fund to wallet' : p.kind === 'trip' ? `Trip #${p.order_id}` : `Order #${p.order_id}`;
    const form = (decision: string, label: string, cls: string) =>
      `<form method="post" action="/payment/pay"><input type="hidden" name="payment_id" value="${escapeHtml(p.id)}"><input type="hidden" name="decision" value="${decision}"><button class="${cls}" type="submit">${label}</button></form>`;
    return c.html(
      page(
        'Demo payment',
        `<p>${escapeHtml(what)}</p><p>Pay with ${escapeHtml(paymentMethodWords(cfg, p.payment_method))}</p><p class="amount">${escapeHtml(moneyWords(cfg, p.amount))}</p>
         <p>This local page stands in for the payment gateway. No money moves.</p>${form('success', 'Pay now', 'primary')}${form('fail', 'Cancel payment', 'danger')}`,
      ),
      200,
      HTML_HEADERS,
    );
  });

  /** A failed order payment may be tried again: the one who held this payment's reference gets a fresh one. */
  function retryReference(
    p: { kind: string; order_id: number | null; user_id: number | null; amount: number },
    flag: string,
    now: Date,
  ): Record<string, string> {
    if (flag !== 'fail' || p.kind !== 'order' || !p.order_id) return {};
    const order = findOrder(db, p.order_id);
    if (!order || orderUnpayable(order)) return {};
    return {
      payment_reference: issuePaymentReference(
        db,
        { orderId: order.id, userId: p.user_id, amount: p.amount },
        isoStamp(now),
      ),
    };
  }

  r.post('/payment/pay', async (c) => {
    const form = await c.req.parseBody();
    const p = find(String(form.payment_id ?? ''));
    if (!p) return c.html(page('Payment', '<p>This payment link is not valid.</p>'), 404, HTML_HEADERS);
    const success = form.decision === 'success';
    const now = deps.now();
    const refusal = settlePayment(db, now, p, success, (o) => couponStillAllowed(db, deps.catalog, o));
    if (refusal) return c.html(page('Payment', `<p>${escapeHtml(refusal)}</p>`), 403, HTML_HEADERS);
    const status = find(p.id)!.status;
    const flag = status === 'paid' ? 'success' : 'fail';
    const target = backTo(c, deps.origins, p.callback, flag, {
      ...(p.order_id ? { [p.kind === 'trip' ? 'trip_id' : 'order_id']: String(p.order_id) } : {}),
      ...retryReference(p, flag, now),
    });
    if (target) return c.redirect(target, 303);
    return c.html(page('Payment', `<p>Payment ${flag === 'success' ? 'succeeded' : 'failed'}.</p>`), 200, HTML_HEADERS);
  });
}

/** The platform web client's digital-payment redirect: the order's payment opened on the local page. */
function registerPaymentMobile(r: Routes, deps: Deps): void {
  const { db } = deps;

  // The platform web client's digital-payment redirect after order/place:
  // /payment-mobile?order_id=..&customer_id=..&payment_method=..&callback=..[&payment_reference=..] (a browser navigation).
  r.get('/payment-mobile', (c) => {
    const q = c.req.query();
    const order = /^\d{1,15}$/.test(q.order_id ?? '') ? findOrder(db, Number(q.order_id)) : undefined;
    const user = userOf(c, deps);
    const reference = q.payment_reference ?? '';
    // A stranger learns nothing: someone else's order answers as an unknown one. A reference must be this
    // order's; it is spent below, in the step that opens the payment.
    const ref = reference ? findPaymentRequest(db, reference) : undefined;
    const owns = reference
      ? ref?.kind === 'order' && ref.order_id === order?.id
      : !!order &&
        callerOwnsOrder(order, {
          userId: user?.id ?? null,
          customerId: q.customer_id,
          contactNumber: q.contact_number,
        });
    if (!order || !owns) return c.html(page('Payment', '<p>Order not found.</p>'), 404, HTML_HEADERS);
    if (order.payment_status === 'paid') {
      const target = backTo(c, deps.origins, q.callback ?? null, 'success', { order_id: String(order.id) });
      return target
        ? c.redirect(target, 303)
        : c.html(page('Payment', '<p>This order is already paid.</p>'), 200, HTML_HEADERS);
    }
    const refusal = orderUnpayable(order);
    if (refusal) return c.html(page('Payment', `<p>${escapeHtml(refusal)}</p>`), 403, HTML_HEADERS);
    // A callback outside the storefront's origins is dropped: the page then ends on its own message.
    const callback = q.callback && backTo(c, deps.origins, q.callback, 'success') ? q.callback : null;
    // A partly paid order asks only what the wallet did not pay.
    const walletPart =
      Number((JSON.parse(order.data) as { partially_paid_amount?: unknown }).partially_paid_amount) || 0;
    const digits = digitsOf(deps.config());
    const amount = fromCents(cents(order.order_amount, digits) - cents(walletPart, digits), digits);
    const at = isoStamp(deps.now());
    const method = q.payment_method ?? 'digital_payment';
    if (reference) {
      if (!spendPaymentReference(db, reference, order.id, { amount, payment_method: method, callback }, at))
        return c.html(page('Payment', '<p>Order not found.</p>'), 404, HTML_HEADERS);
      return c.redirect(`/payment/pay?payment_id=${encodeURIComponent(reference)}`, 302);
    }
    const id = createPaymentRequest(
      db,
      {
        kind: 'order',
        user_id: order.is_guest ? null : order.owner_id,
        order_id: order.id,
        amount,
        payment_method: method,
        callback,
      },
      at,
    );
    return c.redirect(`/payment/pay?payment_id=${id}`, 302);
  });
}
