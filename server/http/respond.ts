// JSON responses. Every stored URL is written with ORIGIN as its prefix so cached catalogue objects stay
// origin-free; the prefix is swapped for the request's own origin when the body is sent, so every
// `*_full_url` is absolute and points at the configured public origin (or the request's own Host).
import type { Context } from 'hono';
import { parseLang, translateBody, type Lang } from './i18n.ts';
import { originOf } from './public-origin.ts';

export const ORIGIN = '@@origin@@';

export const url = (path: string) => `${ORIGIN}${path}`;

/** The public origin of this request (http/public-origin.ts: configuration, never an untrusted header). */
export function requestOrigin(c: Context): string {
  return originOf(c);
}

export function langOf(c: Context): Lang {
  return parseLang(c.req.header('x-localization'));
}

/** The serialized body of each JSON answer, so the response cache can keep it without re-reading. */
export const sentBodies = new WeakMap<Request, string>();

/** Sends `body` as JSON with the platform's status, translated messages and absolute URLs. */
export function send(c: Context, body: unknown, status = 200): Response {
  const text = JSON.stringify(translateBody(langOf(c), body) ?? {});
  const out = text.includes(ORIGIN) ? text.replaceAll(ORIGIN, requestOrigin(c)) : text;
  sentBodies.set(c.req.raw, out);
  return new Response(out, {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Sends a pre-serialized JSON string (cached catalogue bodies) with the origin filled in. */
export function sendRaw(c: Context, json: string, status = 200): Response {
  const out = json.includes(ORIGIN) ? json.replaceAll(ORIGIN, requestOrigin(c)) : json;
  return new Response(out, { status, headers: { 'content-type': 'application/json' } });
}
