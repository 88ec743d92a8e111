// Who may read the local outboxes (/outbox: sign-in codes; /outbox/push: the pushes the server would send).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { isDirectLoopback } from './client.ts';

export const OUTBOX_SECRET_HEADER = 'x-outbox-secret';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Loopback only, or the operator's secret: /outbox and /outbox/push (routes/notifications.ts). */
export function outboxAllowed(c: Context, secret: string): boolean {
  const sent = c.req.header(OUTBOX_SECRET_HEADER);
  if (secret && sent !== undefined && timingSafeEqual(digest(sent), digest(secret))) return true;
  return isDirectLoopback(c);
}
