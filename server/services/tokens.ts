// Bearer tokens: 32 random bytes as hex, stored only as a SHA-256 hash so a leaked database cannot be
// replayed; revocable one by one (logout) or all at once (account removal, password reset).
//
// Sign-up proofs: an account created by a verified OTP (no name yet) or a social sign-in (no phone yet)
// is finished by auth/update-info, which names the account only by its phone or e-mail. So that a
// stranger who knows the phone cannot finish it and take the token, the verify step leaves a proof for
// that account: a single-use registration_token in its answer, bound also to the guest_id the verify
// call carried (clients that send guest_id with both calls need no new field). Ten minutes, kept in
// SQLite: a restart between the verify and update-info steps does not make the customer verify again.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from '../db/open.ts';

const sha = (t: string) => createHash('sha256').update(t).digest('hex');
export const SIGNUP_PROOF_SECONDS = 600;

type Proof = { hash: string; guest_id: number | null; expires: number };

export class Tokens {
  private readonly insert;
  private readonly find;
  private readonly revokeOne;
  private readonly revokeUser;
  private readonly saveProof;
  private readonly findProof;
  private readonly dropProof;
  private readonly sweepProofs;
  private readonly revokeOthersStmt;

  constructor(
    db: DB,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.insert = db.prepare('INSERT INTO tokens (user_id, token_hash, created_at) VALUES (?, ?, ?)');
    this.find = db.prepare('SELECT user_id FROM tokens WHERE token_hash = ? AND revoked = 0');
    this.revokeOne = db.prepare('UPDATE tokens SET revoked = 1 WHERE token_hash = ?');
    this.revokeUser = db.prepare('UPDATE tokens SET revoked = 1 WHERE user_id = ?');
    this.saveProof = db.prepare(
      'INSERT OR REPLACE INTO signup_proofs (user_id, hash, guest_id, expires) VALUES (?, ?, ?, ?)',
    );
    this.findProof = db.prepare('SELECT hash, guest_id, expires FROM signup_proofs WHERE user_id = ?');
    this.dropProof = db.prepare('DELETE FROM signup_proofs WHERE user_id = ?');
    this.sweepProofs = db.prepare('DELETE FROM signup_proofs WHERE expires <= ?');
    this.revokeOthersStmt = db.prepare('UPDATE tokens SET revoked = 1 WHERE user_id = ? AND token_hash <> ?');
  }

  issue(userId: number): string {
    const token = randomBytes(32).toString('hex');
    this.insert.run(userId, sha(token), this.now().toISOString());
    return token;
  }

  userIdFor(token: string): number | null {
    const row = this.find.get(sha(token)) as { user_id: number } | undefined;
    return row?.user_id ?? null;
  }

  revoke(token: string): void {
    this.revokeOne.run(sha(token));
  }

  revokeAll(userId: number): void {
    this.revokeUser.run(userId);
  }

  /** Every session of the user but the one given (a password change keeps the session that made it). */
  revokeOthers(userId: number, keep: string): void {
    this.revokeOthersStmt.run(userId, sha(keep));
  }

  /** After a verified sign-up step: the proof update-info needs; a newer one replaces the older. */
  startSignup(userId: number, guestId: number | null): string {
    const token = randomBytes(24).toString('hex');
    const t = this.now().getTime();
    this.sweepProofs.run(t);
    this.saveProof.run(userId, sha(token), guestId, t + SIGNUP_PROOF_SECONDS * 1000);
    return token;
  }

  /** Whether the caller holds this account's unexpired sign-up proof (its token, or the guest id the
   *  verify call carried); a proof is used up by a success. */
  finishSignup(userId: number, token: string, guestId: number | null): boolean {
    const p = this.findProof.get(userId) as Proof | undefined;
    if (!p || p.expires <= this.now().getTime()) return false;
    const byToken = token !== '' && timingSafeEqual(Buffer.from(sha(token)), Buffer.from(p.hash));
    const byGuest = guestId !== null && p.guest_id !== null && guestId === p.guest_id;
    if (!byToken && !byGuest) return false;
    this.dropProof.run(userId);
    return true;
  }
}
