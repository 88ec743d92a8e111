// customer/wallet transactions, add-fund, bonuses; customer/loyalty-point transactions, point-transfer
// (platform-api §3.4). add-fund returns a link to the server's own payment page (services/payments.ts).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send, url } from '../http/respond.ts';
import { ApiError, fail } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { requireUser } from '../request/access.ts';
import { int, num, str, validate } from '../http/validate.ts';
import { inDateWindow, isoStamp } from '../catalog/time.ts';
import { checkMoney } from '../request/money.ts';
import { digitsOf } from '../services/pricing.ts';
import { WALLET_BONUSES, ledgerPage, loyaltyEntry, walletEntry } from '../services/wallet.ts';
import { createPaymentRequest } from '../services/payments.ts';

/** The history filter's types → the stored transaction types they cover (the platform groups an order's
 *  payment, partial payment and refund under `order`, and compares `CashBack` case-insensitively). */
const WALLET_FILTERS: Record<string, readonly string[]> = {
  order: ['order_place', 'partial_payment', 'order_refund'],
  CashBack: ['CashBack', 'cashback'],
};

export function registerWallet(r: Routes, deps: Deps): void {
  const { db } = deps;

  function ledger(
    c: Context,
    table: 'wallet_transactions' | 'loyalty_transactions',
    userId: number,
    types?: readonly string[],
  ) {
    const q = c.req.query();
    validate(q, { limit: 'required|integer|min:1|max:1000', offset: 'required|integer|min:1' });
    const { total, rows } = ledgerPage(db, table, userId, types, int(q.limit), int(q.offset));
    return send(c, { total_size: total, limit: q.limit, offset: q.offset, data: rows });
  }

  r.get('/customer/wallet/transactions', (c) => {
    const u = requireUser(c, deps);
    validate(c.req.query(), { type: 'in:all,order,loyalty_point,add_fund,referrer,CashBack,partial_payment' });
    const type = c.req.query('type');
    return ledger(
      c,
      'wallet_transactions',
      u.id,
      type && type !== 'all' ? (WALLET_FILTERS[type] ?? [type]) : undefined,
    );
  });

  r.get('/customer/wallet/bonuses', (c) => {
    requireUser(c, deps);
    const now = deps.now();
    return send(
      c,
      WALLET_BONUSES.filter((b) => b.status === 1 && inDateWindow(now, b.start_date, b.end_date)),
    );
  });

  r.post('/customer/wallet/add-fund', async (c) => {
    const u = requireUser(c, deps);
    const body = await readBody(c);
    const cfg = deps.config();
    // add_fund_status is not checked by the platform; digital payment is.
    if (!cfg.digital_payment) throw new ApiError(403, { errors: { message: 'digital_payment_is_disable' } });
    validate(body, {
      amount: 'required|numeric|min:1|max:1000000',
      payment_method: 'required|string|max:50',
      payment_platform: 'string|max:20',
      callback: 'string|max:2048',
    });
    // The top-up is credited as asked: whole minor units only.
    checkMoney(body, { amount: { min: 1, max: 1000000, exact: true } }, digitsOf(cfg));
    if (!cfg.active_payment_method_list.some((m) => m.gateway === body.payment_method))
      fail(403, 'payment_method', 'The selected payment method is invalid.');
    const id = createPaymentRequest(
      db,
      {
        kind: 'add_fund',
        user_id: u.id,
        order_id: null,
        amount: num(body.amount),
        payment_method: str(body.payment_method),
        callback: body.callback ? str(body.callback) : null,
      },
      isoStamp(deps.now()),
    );
    return send(c, { redirect_link: url(`/payment/pay?payment_id=${id}`) });
  });

  r.get('/customer/loyalty-point/transactions', (c) => {
    const u = requireUser(c, deps);
    return ledger(c, 'loyalty_transactions', u.id);
  });

  r.post('/customer/loyalty-point/point-transfer', async (c) => {
    const u = requireUser(c, deps);
    const body = await readBody(c);
    validate(body, { point: 'required|integer|min:1|max:100000000' });
    const cfg = deps.config();
    const point = int(body.point);
    if (point < cfg.loyalty_point_minimum_point)
      fail(403, 'point', `The minimum transfer is ${cfg.loyalty_point_minimum_point} points`);
    const now = deps.now();
    // The balance read with the user (before the body arrived) may be stale: loyaltyEntry reads it again
    // and refuses an overdraft inside this transaction, so the wallet is credited only for points that left.
    db.transaction(() => {
      loyaltyEntry(db, now, u.id, { debit: point, type: 'point_to_wallet' });
      walletEntry(db, now, u.id, {
        credit: Math.round((point / cfg.loyalty_point_exchange_rate) * 100) / 100,
        type: 'loyalty_point',
      });
    })();
    return send(c, { message: 'Point to wallet transfer successfully' });
  });
}
