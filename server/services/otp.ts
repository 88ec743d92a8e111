// One-time codes for phone/e-mail verification, OTP login, password reset, profile changes and the
// Firebase stand-in. Rules from platform-api §3.3: a resend within 60 s → 405 code `otp`; 5 wrong codes
// within 60 s → 405 `otp_temp_blocked`, then 405 `otp_block_time` for 600 s. With config `demo` on,
// every code is 123456 (and 123456 is always accepted); otherwise a random code goes to `deliver` (the
// local outbox, services/outbox.ts), because there is no SMS or mail gateway offline.
import { randomBytes, randomInt } from 'node:crypto';
import type { DB } from '../db/open.ts';
import { fail } from '../http/errors.ts';

export const DEMO_OTP = '123456';
const RESEND_SECONDS = 60;
const MAX_TRIES = 5;
const BLOCK_SECONDS = 600;

type Row = { code: string; session_info: string | null; sent_at: number; failed: number; first_failed_at: number | null; blocked_until: number | null; verified: number; target: string };

export class Otps {
  private readonly get;
  private readonly getBySession;
  private readonly upsert;
  private readonly update;
  private readonly remove;

  constructor(
    db: DB,
    private readonly now: () => Date,
    private readonly demo: () => boolean,
    private readonly deliver: (purpose: string, target: string, code: string) => void = () => {},
  ) {
    this.get = db.prepare('SELECT * FROM otps WHERE purpose = ? AND target = ?');
    this.getBySession = db.prepare("SELECT * FROM otps WHERE purpose = 'firebase' AND session_info = ?");
    this.upsert = db.prepare(`INSERT INTO otps (purpose, target, code, session_info, sent_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (purpose, target) DO UPDATE SET code = excluded.code, session_info = excluded.session_info, sent_at = excluded.sent_at, verified = 0`);
    this.update = db.prepare('UPDATE otps SET failed = ?, first_failed_at = ?, blocked_until = ?, verified = ? WHERE purpose = ? AND target = ?');
    this.remove = db.prepare('DELETE FROM otps WHERE purpose = ? AND target = ?');
  }

  private seconds() {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** Issues a code (and a session id for the Firebase stand-in); 405 when asked again within 60 s. */
  send(purpose: string, target: string): { code: string; session_info: string } {
    const row = this.get.get(purpose, target) as Row | undefined;
    const now = this.seconds();
    if (row?.blocked_until && row.blocked_until > now) fail(405, 'otp_block_time', `Please try again after ${row.blocked_until - now} seconds`);
    if (row && now - row.sent_at < RESEND_SECONDS) fail(405, 'otp', `Please try again after ${RESEND_SECONDS - (now - row.sent_at)} seconds`);
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
    if (row?.blocked_until && row.blocked_until > now) fail(405, 'otp_block_time', `Please try again after ${row.blocked_until - now} seconds`);
    const ok = (this.demo() && code === DEMO_OTP) || (row !== undefined && row.code === code);
    if (ok) {
      if (row) this.update.run(0, null, null, 1, purpose, target);
      return true;
    }
    if (!row) return false;
    const windowStart = row.first_failed_at && now - row.first_failed_at < 60 ? row.first_failed_at : now;
    const failed = windowStart === row.first_failed_at ? row.failed + 1 : 1;
    if (failed >= MAX_TRIES) {
      this.update.run(0, null, now + BLOCK_SECONDS, 0, purpose, target);
      fail(405, 'otp_temp_blocked', 'Too many attempts. Please try again after 10 minutes');
    }
    this.update.run(failed, windowStart, null, 0, purpose, target);
    return false;
  }

  /** Whether a code for this target was verified and not yet consumed (reset-password after verify-token). */
  isVerified(purpose: string, target: string, code: string): boolean {
    const row = this.get.get(purpose, target) as Row | undefined;
    return !!row && row.verified === 1 && (row.code === code || (this.demo() && code === DEMO_OTP));
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
