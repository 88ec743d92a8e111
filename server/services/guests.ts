// Guest identities (platform-api §1.5). A guest id is the only credential a guest has, so it is random:
// 52 random bits above 2^52, a JSON number like the platform's (clients keep it as a number or a
// string) and still a safe integer in JavaScript. Ids from before this change (small integers) stay valid.
import { randomInt } from 'node:crypto';
import type { DB } from '../db/open.ts';
import { isoStamp } from '../catalog/time.ts';

const BASE = 2 ** 52;

/** A random id in [2^52, 2^53): two 26-bit halves, since randomInt covers at most 48 bits. */
export function randomGuestId(): number {
  return BASE + randomInt(0, 2 ** 26) * 2 ** 26 + randomInt(0, 2 ** 26);
}

/** The numeric value of a guest_id input, or null when it is not a whole number in range. */
export function parseGuestId(raw: unknown): number | null {
  const s = raw === undefined || raw === null ? '' : String(raw).trim();
  if (!/^\d{1,16}$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export class Guests {
  private readonly insert;
  private readonly find;
  constructor(
    db: DB,
    private readonly now: () => Date,
  ) {
    this.insert = db.prepare('INSERT OR IGNORE INTO guests (id, ip, fcm_token, created_at) VALUES (?, ?, ?, ?)');
    this.find = db.prepare('SELECT 1 FROM guests WHERE id = ?');
  }

  create(fcmToken: string | null): number {
    for (;;) {
      const id = randomGuestId();
      if (this.insert.run(id, null, fcmToken, isoStamp(this.now())).changes) return id;
    }
  }

  exists(id: number): boolean {
    return !!this.find.get(id);
  }
}
