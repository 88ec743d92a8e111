// One-time codes for phone/e-mail verification, OTP login, password reset, profile changes and the
// Firebase stand-in. Rules from platform-api §3.3: a resend within 60 s → 405 code `otp`; the 5th wrong
// code → 405 `otp_temp_blocked`, then 405 `otp_block_time` for 600 s. A code lives 10 minutes (ASVS
// 6.5.5) and works once: a right code is used up (a reset code is kept, marked verified, until
// reset-password consumes it); the wrong guesses count for the code's whole life, not per minute, and
// the 5th voids it, so a new one must be asked for after the block. With config `demo` on,
// every code is 123456 (and 123456 is always accepted); otherwise a random code goes to `deliver` (the
// local outbox, services/outbox.ts), because there is no SMS or mail gateway offline.
import { randomBytes, randomInt } from 'node:crypto';
import type { DB } from '../db/open.ts';
import { fail } from '../http/errors.ts';

export const DEMO_OTP = '123456';
const RESEND_SECONDS = 60;
const MAX_TRIES = 5;
const BLOCK_SECONDS = 600;
export const OTP_LIFETIME_SECONDS = 600;

type Row = {
  code: string;
  session_info: string | null;
  sent_at: number;
  failed: number;
  first_failed_at: number | null;
  blocked_until: number | null;
  verified: number;
  target: string;
};

export class Otps {
  private readonly get;
  private readonly getBySession;
  private readonly upsert;
  private readonly update;
  private readonly remove;
  private readonly void;

  constructor(
    db: DB,
    private readonly now: () => Date,
    private readonly demo: () => boolean,
    private readonly deliver: (purpose: string, target: string, code: string) => void = () => {},
  ) {
    this.get = db.prepare('SELECT * FROM otps WHERE purpose = ? AND target = ?');
    this.getBySession = db.prepare("SELECT * FROM otps WHERE purpose = 'firebase' AND session_info = ?");
    this.upsert = db.prepare(`INSERT INTO otps (purpose, target, code, session_info, sent_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (purpose, target) DO UPDATE SET code = excluded.code, session_info = excluded.session_info, sent_at = excluded.sent_at,
        verified = 0, failed = 0, first_failed_at = NULL, blocked_until = NULL`);
    this.update = db.prepare(
      'UPDATE otps SET failed = ?, first_failed_at = ?, blocked_until = ?, verified = ? WHERE purpose = ? AND target = ?',
    );
    this.remove = db.prepare('DELETE FROM otps WHERE purpose = ? AND target = ?');
    this.void = db.prepare(
      "UPDATE otps SET code = '', failed = 0, first_failed_at = NULL, blocked_until = ?, verified = 0 WHERE purpose = ? AND target = ?",
    );
  }

  private seconds() {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** Issues a code (and a session id for the Firebase stand-in); 405 when asked again within 60 s. */
  send(purpose: string, target: string): { code: string; session_info: string } {
    const row = this.get.get(purpose, target) as Row | undefined;
    const now = this.seconds();
    if (row?.blocked_until && row.blocked_until > now)
      fail(405, 'otp_block_time', `Please try again after ${row.blocked_until - now} seconds`);
    if (row && now - row.sent_at < RESEND_SECONDS)
      fail(405, 'otp', `Please try again after ${RESEND_SECONDS - (now - row.sent_at)} seconds`);
    const code = this.demo() ? DEMO_OTP : String(randomInt(0, 1_000_000)).padStart(6, '0');
    const session = randomBytes(16).toString('hex');
    this.upsert.run(purpose, target, code, session, now);
    if (!this.demo()) this.deliver(purpose, target, code);
    return { code, session_info: session };
  }

  /** Checks a code; wrong codes count towards the temporary block. Returns false on mismatch. */
  check(purpose: string, target: string, code: string): boolean {
    const row = this.get.get(purpose, target) as Row | undefined;
    return this.judge(purpose, target, row, code);
  }

  /** Firebase stand-in: the session_info names the phone the code was sent to. */
  checkSession(sessionInfo: string, code: string): { ok: boolean; phone: string | null } {
    const row = this.getBySession.get(sessionInfo) as Row | undefined;
    if (!row) return { ok: false, phone: null };
    return { ok: this.judge('firebase', row.target, row, code), phone: row.target };
  }

  private judge(purpose: string, target: string, row: Row | undefined, code: string): boolean {
    const now = this.seconds();
    if (row?.blocked_until && row.blocked_until > now)
      fail(405, 'otp_block_time', `Please try again after ${row.blocked_until - now} seconds`);
    const live = row !== undefined && row.code !== '' && now - row.sent_at < OTP_LIFETIME_SECONDS;
    if ((this.demo() && code === DEMO_OTP) || (live && row.code === code)) {
      // Single use: a reset code stays (verified) for reset-password, every other code is spent here.
      if (row && purpose === 'reset') this.update.run(0, null, null, 1, purpose, target);
      else if (row) this.remove.run(purpose, target);
      return true;
    }
    if (!row || !live) return false;
    const failed = row.failed + 1;
    if (failed >= MAX_TRIES) {
      // The code is void (emptied) and the target blocked; after the block only a new code works.
      this.void.run(now + BLOCK_SECONDS, purpose, target);
      fail(405, 'otp_temp_blocked', 'Too many attempts. Please try again after 10 minutes');
    }
    this.update.run(failed, row.first_failed_at ?? now, null, 0, purpose, target);
    return false;
  }

  /** Whether a code for this target was verified and not yet consumed (reset-password after verify-token). */
  isVerified(purpose: string, target: string, code: string): boolean {
    const row = this.get.get(purpose, target) as Row | undefined;
    const live = !!row && row.code !== '' && this.seconds() - row.sent_at < OTP_LIFETIME_SECONDS;
    return live && row!.verified === 1 && (row!.code === code || (this.demo() && code === DEMO_OTP));
  }

  /** Records a code as already verified (a Firebase-verified reset code becomes the reset token). */
  markVerified(purpose: string, target: string, code: string): void {
    this.upsert.run(purpose, target, code, null, this.seconds());
    this.update.run(0, null, null, 1, purpose, target);
  }

  consume(purpose: string, target: string): void {
    this.remove.run(purpose, target);
  }
}
