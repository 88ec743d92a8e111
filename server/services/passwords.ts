// Password hashing with scrypt (node:crypto), stored as "scrypt$<saltHex>$<hashHex>". Hashing runs on
// libuv's thread pool (async scrypt), never on the event loop, and at most `limit` hashes run at once
// (STOREFRONT_HASH_CONCURRENCY, default: all cores but one): a burst of logins queues here instead of
// taking every core from the catalogue reads.
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEYLEN = 32;

/** A counting semaphore: run() waits for a free slot. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next waiter
      else this.active--;
    }
  }
}

const configured = Number(process.env.STOREFRONT_HASH_CONCURRENCY);
const hashing = new Semaphore(
  Number.isInteger(configured) && configured > 0 ? configured : Math.max(1, availableParallelism() - 1),
);

const derive = (password: string, salt: Buffer, len: number) =>
  hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, len, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await derive(password, salt, KEYLEN)).toString('hex')}`;
}

/** For seeding only (runs before the server listens). */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEYLEN).toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (!expected.length) return false;
  const actual = await derive(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(expected, actual);
}
