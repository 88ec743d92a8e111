// Headers every answer carries: `X-Content-Type-Options: nosniff` and a CORS policy limited to the
// allowed origins (http/origins.ts), with the platform's request headers. Registered first, so answers
// made early (429, cached catalogue bodies, body-limit refusals) get them too.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { originAllowed } from './origins.ts';

export const API_HEADERS = [
  'zoneId',
  'moduleId',
  'latitude',
  'longitude',
  'X-localization',
  'Authorization',
  'X-software-id',
  'Accept',
  'Content-Type',
  'guest-id',
  'X-server',
  'Idempotency-Key',
];

export function corsPolicy(allowed: readonly string[]): MiddlewareHandler {
  return cors({
    origin: (origin, c) => (originAllowed(origin, c, allowed) ? origin : null),
    allowHeaders: API_HEADERS,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    maxAge: 86400,
  });
}

export const noSniff: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('x-content-type-options', 'nosniff');
};
