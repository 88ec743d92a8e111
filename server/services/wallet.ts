// Wallet and loyalty ledgers. Every balance change writes a transaction row and the user's running
// balance in one database transaction.
import { randomUUID } from 'node:crypto';
import type { DB } from '../db/open.ts';
import { isoStamp } from '../catalog/time.ts';
import { fail } from '../http/errors.ts';

/** The top-up bonus rules (customer/wallet/bonuses; applied when a top-up is paid, services/payments.ts). */
export const WALLET_BONUSES = [
  {
    id: 1,
    title: 'Top-up bonus',
    description: 'Add 1000 or more and get 5% bonus',
    bonus_type: 'percentage',
    bonus_amount: 5,
    minimum_add_amount: 1000,
    maximum_bonus_amount: 200,
    start_date: '2024-01-01',
    end_date: '2099-12-31',
    status: 1,
    created_at: '2024-01-01T10:00:00.000000Z',
    updated_at: '2024-01-01T10:00:00.000000Z',
  },
];

/** The user's wallet balance as stored now (read in the step that debits it). */
export function walletBalance(db: DB, userId: number): number {
  return (db.prepare('SELECT wallet_balance FROM users WHERE id = ?').get(userId) as { wallet_balance: number })
    .wallet_balance;
}

/** Writes one wallet entry. A debit larger than the balance read here is refused (403), so a caller that
 *  checked an older balance before an `await` can never overdraw: run it inside the caller's transaction,
 *  which then rolls back every other write of that step. */
export function walletEntry(
  db: DB,
  now: Date,
  userId: number,
  e: { credit?: number; debit?: number; bonus?: number; type: string; reference?: string | null },
): number {
  const u = db.prepare('SELECT wallet_balance FROM users WHERE id = ?').get(userId) as { wallet_balance: number };
  if (
    (e.debit ?? 0) < 0 ||
    (e.credit ?? 0) < 0 ||
    Math.round((e.debit ?? 0) * 100) > Math.round(u.wallet_balance * 100)
  )
    fail(403, 'payment_method', 'Insufficient wallet balance');
  const balance = Math.round((u.wallet_balance + (e.credit ?? 0) + (e.bonus ?? 0) - (e.debit ?? 0)) * 100) / 100;
  const at = isoStamp(now);
  db.prepare('UPDATE users SET wallet_balance = ?, updated_at = ? WHERE id = ?').run(balance, at, userId);
  db.prepare(
    `INSERT INTO wallet_transactions (user_id, transaction_id, credit, debit, admin_bonus, balance, transaction_type, reference, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    randomUUID(),
    (e.credit ?? 0) + (e.bonus ?? 0),
    e.debit ?? 0,
    e.bonus ?? 0,
    balance,
    e.type,
    e.reference ?? null,
    at,
    at,
  );
  return balance;
}

export function loyaltyEntry(
  db: DB,
  now: Date,
  userId: number,
  e: { credit?: number; debit?: number; type: string; reference?: string | null },
): number {
  const u = db.prepare('SELECT loyalty_point FROM users WHERE id = ?').get(userId) as { loyalty_point: number };
  // As in walletEntry: the balance is read in the same step as the write, so points never go below zero.
  if ((e.debit ?? 0) > u.loyalty_point) fail(403, 'point', 'You do not have enough points');
  const balance = u.loyalty_point + (e.credit ?? 0) - (e.debit ?? 0);
  const at = isoStamp(now);
  db.prepare('UPDATE users SET loyalty_point = ?, updated_at = ? WHERE id = ?').run(balance, at, userId);
  db.prepare(
    `INSERT INTO loyalty_transactions (user_id, transaction_id, credit, debit, balance, reference, transaction_type, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(userId, randomUUID(), e.credit ?? 0, e.debit ?? 0, balance, e.reference ?? null, e.type, at, at);
  return balance;
}

/** One page of a user's wallet or loyalty history, newest first, optionally of some transaction types only. */
export function ledgerPage(
  db: DB,
  table: 'wallet_transactions' | 'loyalty_transactions',
  userId: number,
  types: readonly string[] | undefined,
  limit: number,
  offset: number,
) {
  const where = types?.length ? `AND transaction_type IN (${types.map(() => '?').join(', ')})` : '';
  const args: unknown[] = types?.length ? [userId, ...types] : [userId];
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ? ${where}`).get(...args) as { n: number }
  ).n;
  const rows = db
    .prepare(`SELECT * FROM ${table} WHERE user_id = ? ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...args, limit, (offset - 1) * limit);
  return { total, rows };
}
