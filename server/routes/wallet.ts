// customer/wallet transactions, add-fund, bonuses; customer/loyalty-point transactions, point-transfer
// (platform-api §3.4). add-fund returns a link to the server's own payment page (services/payments.ts).
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send, url } from '../http/respond.ts';
import { ApiError, fail } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { requireUser } from '../request/access.ts';
import { int, num, str, validate } from '../http/validate.ts';
import { inDateWindow, isoStamp } from '../catalog/time.ts';
import { WALLET_BONUSES, loyaltyEntry, walletEntry } from '../services/wallet.ts';

/** The history filter's types → the stored transaction types they cover (the platform groups an order's
 *  payment, partial payment and refund under `order`, and compares `CashBack` case-insensitively). */
const WALLET_FILTERS: Record<string, readonly string[]> = {
  order: ['order_place', 'partial_payment', 'order_refund'],
  CashBack: ['CashBack', 'cashback'],
};

export function registerWallet(r: Routes, deps: Deps): void {
  const { db } = deps;

  function ledger(c: Context, table: 'wallet_transactions' | 'loyalty_transactions', userId: number, types?: readonly string[]) {
    const q = c.req.query();
    validate(q, { limit: 'required|integer|min:1|max:1000', offset: 'required|integer|min:1' });
    const where = types?.length ? `AND transaction_type IN (${types.map(() => '?').join(', ')})` : '';
    const args: unknown[] = types?.length ? [userId, ...types] : [userId];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ? ${where}`).get(...args) as { n: number }).n;
    const rows = db.prepare(`SELECT * FROM ${table} WHERE user_id = ? ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...args, int(q.limit), (int(q.offset) - 1) * int(q.limit));
    return send(c, { total_size: total, limit: q.limit, offset: q.offset, data: rows });
  }

  r.get('/customer/wallet/transactions', (c) => {
    const u = requireUser(c, deps);
    validate(c.req.query(), { type: 'in:all,order,loyalty_point,add_fund,referrer,CashBack,partial_payment' });
    const type = c.req.query('type');
    return ledger(c, 'wallet_transactions', u.id, type && type !== 'all' ? (WALLET_FILTERS[type] ?? [type]) : undefined);
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
    validate(body, { amount: 'required|numeric|min:1|max:1000000', payment_method: 'required|string|max:50', payment_platform: 'string|max:20', callback: 'string|max:2048' });
    if (!cfg.active_payment_method_list.some((m) => m.gateway === body.payment_method)) fail(403, 'payment_method', 'The selected payment method is invalid.');
    const id = randomUUID();
    const at = isoStamp(deps.now());
    db.prepare('INSERT INTO payment_requests (id, kind, user_id, order_id, amount, payment_method, callback, status, created_at, updated_at) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)').run(
      id,
      'add_fund',
      u.id,
      num(body.amount),
      str(body.payment_method),
      body.callback ? str(body.callback) : null,
      'pending',
      at,
      at,
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
    if (point < cfg.loyalty_point_minimum_point) fail(403, 'point', `The minimum transfer is ${cfg.loyalty_point_minimum_point} points`);
    const now = deps.now();
    // The balance read with the user (before the body arrived) may be stale: loyaltyEntry reads it again
    // and refuses an overdraft inside this transaction, so the wallet is credited only for points that left.
    db.transaction(() => {
      loyaltyEntry(db, now, u.id, { debit: point, type: 'point_to_wallet' });
      walletEntry(db, now, u.id, { credit: Math.round((point / cfg.loyalty_point_exchange_rate) * 100) / 100, type: 'loyalty_point' });
    })();
    return send(c, { message: 'Point to wallet transfer successfully' });
  });
}
