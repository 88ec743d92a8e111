// Wallet and loyalty ledgers. Every balance change writes a transaction row and the user's running
// balance in one database transaction.
import { randomUUID } from 'node:crypto';
import type { DB } from '../db/open.ts';
import { isoStamp } from '../seed/common.ts';

export function walletEntry(db: DB, now: Date, userId: number, e: { credit?: number; debit?: number; bonus?: number; type: string; reference?: string | null }): number {
  const u = db.prepare('SELECT wallet_balance FROM users WHERE id = ?').get(userId) as { wallet_balance: number };
  const balance = Math.round((u.wallet_balance + (e.credit ?? 0) + (e.bonus ?? 0) - (e.debit ?? 0)) * 100) / 100;
  const at = isoStamp(now);
  db.prepare('UPDATE users SET wallet_balance = ?, updated_at = ? WHERE id = ?').run(balance, at, userId);
  db.prepare(`INSERT INTO wallet_transactions (user_id, transaction_id, credit, debit, admin_bonus, balance, transaction_type, reference, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(userId, randomUUID(), (e.credit ?? 0) + (e.bonus ?? 0), e.debit ?? 0, e.bonus ?? 0, balance, e.type, e.reference ?? null, at, at);
  return balance;
}

export function loyaltyEntry(db: DB, now: Date, userId: number, e: { credit?: number; debit?: number; type: string; reference?: string | null }): number {
  const u = db.prepare('SELECT loyalty_point FROM users WHERE id = ?').get(userId) as { loyalty_point: number };
  const balance = u.loyalty_point + (e.credit ?? 0) - (e.debit ?? 0);
  const at = isoStamp(now);
  db.prepare('UPDATE users SET loyalty_point = ?, updated_at = ? WHERE id = ?').run(balance, at, userId);
  db.prepare(`INSERT INTO loyalty_transactions (user_id, transaction_id, credit, debit, balance, reference, transaction_type, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(userId, randomUUID(), e.credit ?? 0, e.debit ?? 0, balance, e.reference ?? null, e.type, at, at);
  return balance;
}
