// The origin every absolute URL in an answer starts with (`*_full_url`, the map style, the payment
// page's own-origin check). It comes from configuration, never from a header an arbitrary client can
// send: STOREFRONT_PUBLIC_URL when set; otherwise the request's own Host, and X-Forwarded-Host/-Proto
// only when the socket's peer is listed in STOREFRONT_TRUSTED_PROXIES. Reading X-Forwarded-Host from
// anyone let one request a second rewrite every client's cached catalogue URLs (cache.ts keys on this).
import type { Context, MiddlewareHandler } from 'hono';
import { isTrusted, peerAddress } from './client.ts';

export interface OriginPolicy {
  /** e.g. "https://shop.example": every answer's URLs start with it, whatever the request says. */
  publicUrl?: string;
  /** Peer addresses (reverse proxies, or IPv4 ranges like 10.0.0.0/8) whose X-Forwarded-For/-Host/-Proto are believed. */
  trustedProxies?: readonly string[];
}

// Keyed by the context, not c.req.raw: the body limit swaps the raw Request of a chunked body.
const chosen = new WeakMap<Context, string>();

export function policyFromEnv(env: NodeJS.ProcessEnv = process.env): OriginPolicy {
  return {
    publicUrl: env.STOREFRONT_PUBLIC_URL || undefined,
    trustedProxies: (env.STOREFRONT_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

function forwarded(c: Context, own: URL): string | null {
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  if (!host || !HOST.test(host)) return null;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  return `${proto === 'http' || proto === 'https' ? proto : own.protocol.replace(':', '')}://${host}`;
}

export function resolveOrigin(c: Context, policy: OriginPolicy): string {
  const own = new URL(c.req.url);
  if (policy.publicUrl) return new URL(policy.publicUrl).origin;
  const trusted = policy.trustedProxies ?? [];
  if (trusted.length && isTrusted(peerAddress(c), trusted)) return forwarded(c, own) ?? own.origin;
  return own.origin;
}

/** Picks the request's public origin once, before the cache and the routes read it. */
export function publicOrigin(policy: OriginPolicy): MiddlewareHandler {
  if (policy.publicUrl) new URL(policy.publicUrl); // a malformed STOREFRONT_PUBLIC_URL fails the start, not each request
  return async (c, next) => {
    chosen.set(c, resolveOrigin(c, policy));
    await next();
  };
}

/** The origin picked for this request; the request's own URL when no policy ran (never a header). */
export function originOf(c: Context): string {
  return chosen.get(c) ?? new URL(c.req.url).origin;
}
