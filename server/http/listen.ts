// The Node HTTP server the reference API listens on, with timeouts that close slow connections: a
// client that trickles its headers (slowloris) or its body is cut off, and an idle keep-alive socket is
// closed. Node's defaults (headers 60 s, checked every 30 s; whole request 300 s) kept 150 such
// connections open past 340 s. Each limit can be shortened or lengthened by env for tests and operators.
import { serve } from '@hono/node-server';
import type { Server, ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientErrors } from './client-errors.ts';

export interface Timeouts {
  /** Until the request's headers are complete. */
  headersMs: number;
  /** Until the whole request (headers and body) has arrived. */
  requestMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { headersMs: 20_000, requestMs: 50_000, keepAliveMs: 5_000 };

const ms = (v: string | undefined, fallback: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : fallback);

export function timeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): Timeouts {
  const requestMs = ms(env.STOREFRONT_REQUEST_TIMEOUT_MS, DEFAULT_TIMEOUTS.requestMs);
  return {
    // Node refuses a headers timeout longer than the request timeout.
    headersMs: Math.min(ms(env.STOREFRONT_HEADERS_TIMEOUT_MS, DEFAULT_TIMEOUTS.headersMs), requestMs),
    requestMs,
    keepAliveMs: ms(env.STOREFRONT_KEEPALIVE_TIMEOUT_MS, DEFAULT_TIMEOUTS.keepAliveMs),
  };
}

export function serverOptions(t: Timeouts): ServerOptions {
  return {
    headersTimeout: t.headersMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    // Node checks the two request timeouts on this interval (default 30 s), so a connection lives up to
    // timeout + interval: a short interval keeps that close to the timeout.
    connectionsCheckingInterval: Math.max(100, Math.min(2_000, Math.floor(t.headersMs / 4))),
  };
}

/** Listens with the timeouts and the platform-shaped answers to unreadable requests. */
export function listen(
  fetch: (req: Request, env?: unknown) => Response | Promise<Response>,
  o: { port: number; hostname: string; timeouts: Timeouts },
): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch, port: o.port, hostname: o.hostname, serverOptions: serverOptions(o.timeouts) },
      (info) => resolve({ server, port: (server.address() as AddressInfo | null)?.port ?? info.port }),
    ) as unknown as Server;
    answerClientErrors(server);
  });
}
