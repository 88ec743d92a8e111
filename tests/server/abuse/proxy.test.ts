// @vitest-environment node
/**
 * Behind a reverse proxy: the client is the right-most untrusted X-Forwarded-For entry of a request
 * whose socket peer is a trusted proxy, never what an untrusted peer claims. The rate limit and the
 * password lockout count that client, so one customer's guesses or burst do not shut out the others.
 */
import { describe, expect, it, vi } from 'vitest';
import { forwardedClient } from '../../../server/http/client.ts';
import { firstError, makeApp, type TestApp } from '../helpers.ts';

vi.setConfig({ testTimeout: 60_000 });

const PROXY = '10.0.0.2';

/** A request as it arrives over a socket from `peer`: the in-process app reads the peer from env. */
function from(
  t: TestApp,
  peer: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json', ...(init.headers ?? {}) };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const env = {
    incoming: {
      socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: peer.includes(':') ? 'IPv6' : 'IPv4' },
    },
  };
  return t.app.request(
    path,
    { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) },
    env,
  );
}

const wrongLogin = (i: number) => ({
  login_type: 'manual',
  email_or_phone: `nobody-${i}@example.com`,
  password: 'wrong-password',
  field_type: 'email',
});
const rightLogin = {
  login_type: 'manual',
  email_or_phone: 'demo@example.com',
  password: '12345678',
  field_type: 'email',
};

describe('Behind a proxy: the client address', () => {
  it('Proxy: the client is the right-most entry the trusted proxies did not write; forged entries to its left are ignored', () => {
    const trusted = ['10.0.0.0/8', '::1'];
    expect(forwardedClient('10.0.0.2', '198.51.100.7', trusted)).toBe('198.51.100.7');
    expect(forwardedClient('10.0.0.2', '203.0.113.5, 198.51.100.7', trusted)).toBe('198.51.100.7');
    expect(forwardedClient('10.0.0.2', '198.51.100.7, 10.1.2.3', trusted)).toBe('198.51.100.7');
    expect(forwardedClient('::ffff:10.0.0.2', '198.51.100.7', trusted)).toBe('198.51.100.7');
    expect(forwardedClient('203.0.113.9', '198.51.100.7', trusted)).toBe('203.0.113.9');
    expect(forwardedClient('10.0.0.2', 'not-an-ip, 198.51.100.7', trusted)).toBe('198.51.100.7');
    expect(forwardedClient('10.0.0.2', '10.0.0.3', trusted)).toBe('10.0.0.3');
    expect(forwardedClient('10.0.0.2', '198.51.100.7', [])).toBe('10.0.0.2');
  });

  it("Proxy: one client's 100 wrong passwords through a trusted proxy do not lock another client out of password sign-in", async () => {
    const t = makeApp({ originPolicy: { trustedProxies: [PROXY] } });
    try {
      const a = { 'X-Forwarded-For': '198.51.100.7' };
      for (let i = 0; i < 100; i += 10)
        await Promise.all(
          Array.from({ length: 10 }, (_, k) =>
            from(t, PROXY, '/api/v1/auth/login', { method: 'POST', headers: a, json: wrongLogin(i + k) }),
          ),
        );
      // A is blocked, even when it claims to be B in front of what the proxy appended.
      const again = await from(t, PROXY, '/api/v1/auth/login', {
        method: 'POST',
        headers: { 'X-Forwarded-For': '203.0.113.5, 198.51.100.7' },
        json: rightLogin,
      });
      expect(again.status).toBe(403);
      expect(firstError(await again.json()).code).toBe('login_block_time');
      const b = await from(t, PROXY, '/api/v1/auth/login', {
        method: 'POST',
        headers: { 'X-Forwarded-For': '203.0.113.5' },
        json: rightLogin,
      });
      expect(b.status).toBe(200);
      expect(((await b.json()) as { token?: unknown }).token).toEqual(expect.any(String));
    } finally {
      t.dispose();
    }
  });

  it("Proxy: one client's burst through a trusted proxy gets 429, another client's reads still answer", async () => {
    const t = makeApp({ rateLimit: 5, originPolicy: { trustedProxies: [PROXY] } });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++)
        statuses.push(
          (await from(t, PROXY, '/api/v1/zone/list', { headers: { 'X-Forwarded-For': '198.51.100.7' } })).status,
        );
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      expect(
        (await from(t, PROXY, '/api/v1/zone/list', { headers: { 'X-Forwarded-For': '203.0.113.5' } })).status,
      ).toBe(200);
    } finally {
      t.dispose();
    }
  });

  it("Proxy: an untrusted peer's X-Forwarded-For is ignored: a new made-up address per request still hits the limit", async () => {
    const t = makeApp({ rateLimit: 5, originPolicy: { trustedProxies: [PROXY] } });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++)
        statuses.push(
          (await from(t, '203.0.113.50', '/api/v1/zone/list', { headers: { 'X-Forwarded-For': `198.51.100.${i}` } }))
            .status,
        );
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      t.dispose();
    }
  });
});

describe('Behind a proxy: the local outbox', () => {
  it('Proxy: /outbox (fresh sign-in codes) answers a direct loopback peer, never a request a proxy forwarded', async () => {
    const t = makeApp({ demo: false, originPolicy: { trustedProxies: ['127.0.0.1'] }, outboxSecret: '' });
    try {
      expect((await from(t, '127.0.0.1', '/outbox')).status).toBe(200);
      const headers: Array<Record<string, string>> = [
        { 'X-Forwarded-For': '198.51.100.7' },
        { Forwarded: 'for=198.51.100.7' },
        { 'X-Real-IP': '198.51.100.7' },
      ];
      for (const forwarded of headers) {
        const res = await from(t, '127.0.0.1', '/outbox', { headers: forwarded });
        expect(res.status, JSON.stringify(forwarded)).toBe(403);
        expect(await res.text()).not.toContain('<code>');
      }
      expect(
        (await from(t, '::ffff:127.0.0.1', '/outbox', { headers: { 'X-Forwarded-For': '127.0.0.1' } })).status,
      ).toBe(403);
      expect((await from(t, '203.0.113.9', '/outbox')).status).toBe(403);
    } finally {
      t.dispose();
    }
  });

  it("Proxy: /outbox answers from anywhere only with the operator's X-Outbox-Secret", async () => {
    const t = makeApp({ demo: false, outboxSecret: 'a-long-operator-secret' });
    try {
      expect(
        (await from(t, '203.0.113.9', '/outbox', { headers: { 'X-Outbox-Secret': 'a-long-operator-secret' } })).status,
      ).toBe(200);
      expect((await from(t, '203.0.113.9', '/outbox', { headers: { 'X-Outbox-Secret': 'guess' } })).status).toBe(403);
      expect(
        (
          await from(t, '127.0.0.1', '/outbox', {
            headers: { 'X-Forwarded-For': '1.2.3.4', 'X-Outbox-Secret': 'a-long-operator-secret' },
          })
        ).status,
      ).toBe(200);
    } finally {
      t.dispose();
    }
  });
});
