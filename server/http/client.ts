// The client's network address (the socket's peer; forwarded headers are not trusted, since any client
// can send them). In-process requests (tests calling app.request) have no socket: they are "local".
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

export function isLoopback(c: Context): boolean {
  const a = clientAddress(c);
  return a === 'local' || a === '::1' || a.startsWith('127.') || a.startsWith('::ffff:127.');
}
