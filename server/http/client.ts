// The client's network address. The socket's peer, unless that peer is a reverse proxy listed in
// STOREFRONT_TRUSTED_PROXIES: then X-Forwarded-For is walked from the right (the entry the nearest proxy
// appended) past every trusted proxy, and the first untrusted entry is the client, as Express's
// `trust proxy` and nginx's `real_ip_recursive` do. Entries left of it were written by the client and are
// never believed; an untrusted peer's X-Forwarded-For is ignored altogether. Behind a proxy without this,
// every customer was one client: one client's wrong passwords locked password sign-in for all.
// In-process requests (tests calling app.request) have no socket: they are "local".
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';

// Keyed by the context: the body limit swaps c.req.raw for a wrapped Request on chunked bodies.
const resolved = new WeakMap<Context, string>();

/** The socket's peer, whatever the headers say. */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** The client this request is counted against (rate limit, lockout, logs): see the top of this file. */
export function clientAddress(c: Context): string {
  return resolved.get(c) ?? peerAddress(c);
}

export const bare = (a: string) => a.replace(/^::ffff:/, '').toLowerCase();

function ipv4ToInt(a: string): number {
  return a.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** Whether `address` is one of `trusted`: exact addresses, or IPv4 ranges written `10.0.0.0/8`. */
export function isTrusted(address: string, trusted: readonly string[]): boolean {
  const a = bare(address);
  return trusted.some((entry) => {
    const [net, bits] = bare(entry).split('/');
    if (bits === undefined) return net === a;
    if (isIP(a) !== 4 || isIP(net!) !== 4) return false;
    const n = Number(bits);
    const mask = n <= 0 ? 0 : n >= 32 ? 0xffffffff : (0xffffffff << (32 - n)) >>> 0;
    return (ipv4ToInt(a) & mask) >>> 0 === (ipv4ToInt(net!) & mask) >>> 0;
  });
}

/** The client behind `peer`, given the X-Forwarded-For it sent and the trusted proxies. */
export function forwardedClient(peer: string, xff: string | undefined, trusted: readonly string[]): string {
  if (!trusted.length || !isTrusted(peer, trusted) || !xff) return peer;
  const hops = xff
    .split(',')
    .map((s) => s.trim())
    .reverse();
  let client = peer;
  for (const hop of hops) {
    // A malformed entry cannot be a client: the last address a trusted proxy vouched for stands.
    if (!isIP(bare(hop))) return client;
    client = bare(hop);
    if (!isTrusted(client, trusted)) return client;
  }
  return client;
}

/** Resolves the client address once per request, before the rate limit and the routes read it. */
export function resolveClient(trusted: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    resolved.set(c, forwardedClient(peerAddress(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };
}

const loopback = (a: string) => a === 'local' || a === '::1' || a.startsWith('127.') || a.startsWith('::ffff:127.');

/** A direct peer on this machine: the socket is loopback and no proxy forwarded the request. A proxy on
 *  the same host connects from loopback too, so any forwarding header means "not this machine". */
export function isDirectLoopback(c: Context): boolean {
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'].some(
    (h) => c.req.header(h) !== undefined,
  );
  return !forwarded && loopback(peerAddress(c));
}
