// @vitest-environment node
/**
 * issue 11 items 3, 4 and 6: demo mode off refuses 123456 and puts random codes in the local outbox; a
 * per-account lockout with back-off; the rate limit counts made-up tokens against the client address;
 * the demo identity provider redirects only to the storefront's own origins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, makeApp, type TestApp } from '../helpers.ts';

const DEMO_PHONE = '+8801700000001';
const login = (t: TestApp, password: string, extra: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/auth/login', {
    headers: extra,
    json: { login_type: 'manual', email_or_phone: 'demo@example.com', password, field_type: 'email' },
  });

describe('Hardening: demo mode can be switched off', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeApp({ demo: false });
  });
  afterAll(() => t.dispose());

  it('Hardening: with demo off, 123456 does not sign in as the demo customer; the real code from the outbox does', async () => {
    const cfg = (await t.call('GET', '/api/v1/config')).body;
    expect(cfg).toMatchObject({ demo: false, demo_otp: null });
    const sent = await t.call('POST', '/api/v1/auth/login', { json: { login_type: 'otp', phone: DEMO_PHONE } });
    expect(sent.status).toBe(200);
    expect(sent.body.token).toBeNull();

    const outbox = await t.call('GET', '/outbox');
    expect(outbox.status).toBe(200);
    const code = outbox.text.match(/<code>(\d{6})<\/code>/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(outbox.text).toContain(DEMO_PHONE);

    if (code !== '123456') {
      const demo = await t.call('POST', '/api/v1/auth/login', {
        json: { login_type: 'otp', phone: DEMO_PHONE, otp: '123456' },
      });
      expect(demo.status).toBe(404);
      expect(demo.body).toEqual({ message: 'OTP does not match' });
    }
    const real = await t.call('POST', '/api/v1/auth/login', {
      json: { login_type: 'otp', phone: DEMO_PHONE, otp: code },
    });
    expect(real.status).toBe(200);
    expect(typeof real.body.token).toBe('string');
  });

  it('Hardening: a test config cannot turn demo mode back on once it is switched off', async () => {
    const forced = makeApp({ demo: false, config: { demo: true } });
    try {
      expect((await forced.call('GET', '/api/v1/config')).body).toMatchObject({ demo: false, demo_otp: null });
    } finally {
      forced.dispose();
    }
  });
});

describe('Hardening: brute force', () => {
  it('Hardening: five wrong passwords block the account, even for the right one; the block doubles', async () => {
    let clock = Date.parse('2026-01-05T12:00:00Z');
    const t = makeApp({ now: () => new Date(clock) });
    try {
      for (let i = 0; i < 5; i++) expect((await login(t, `wrong-${i}`)).status).toBe(401);
      const blocked = await login(t, '12345678');
      expect(blocked.status).toBe(403);
      expect(firstError(blocked.body).code).toBe('login_block_time');
      expect(firstError(blocked.body).message).toMatch(/try again after 30 seconds/);
      clock += 31_000;
      expect((await login(t, '12345678')).status).toBe(200); // block over, success clears the record

      for (let i = 0; i < 5; i++) await login(t, `wrong-${i}`);
      clock += 31_000;
      expect((await login(t, '12345678')).status).toBe(200); // a success reset the back-off: 30 s again

      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 5; i++) await login(t, `wrong-${i}`);
        clock += 31_000; // the first block (30 s) is over, the next one is longer
      }
      const longer = await login(t, '12345678');
      expect(firstError(longer.body).code).toBe('login_block_time');
      clock += 30_000;
      expect((await login(t, '12345678')).status).toBe(200);
    } finally {
      t.dispose();
    }
  }, 30_000); // about 25 sign-ins, each a real scrypt hash

  it('Rate limit: made-up bearer tokens do not escape the per-address limit; sign-in calls have their own window, so the customer can still read their account', async () => {
    const t = makeApp({ rateLimit: 12 });
    try {
      const token = await t.login();
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push(
          (
            await t.call('POST', '/api/v1/auth/login', {
              headers: { Authorization: `Bearer fake${i}` },
              json: {
                login_type: 'manual',
                email_or_phone: `nobody${i}@example.com`,
                password: 'wrongpass',
                field_type: 'email',
              },
            })
          ).status,
        );
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - 11); // the login above spent one
      expect(statuses.slice(0, 11).every((s) => s === 401)).toBe(true);
      expect((await t.call('GET', '/api/v1/customer/info', { token })).status).toBe(200);
    } finally {
      t.dispose();
    }
  }, 30_000);
});

describe('Hardening: the demo identity provider redirects only to the storefront', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeApp({ origins: ['https://shop.example'] });
  });
  afterAll(() => t.dispose());

  const choose = (redirect: string) => {
    const form = new FormData();
    form.set('medium', 'google');
    form.set('redirect_uri', redirect);
    form.set('sub', 'demo-google-1001');
    return t.app.request('/demo-idp/authorize', { method: 'POST', body: form });
  };

  it("Hardening: a foreign redirect_uri gets no token, the storefront's own origins do", async () => {
    for (const evil of [
      'https://evil.example/cb',
      'http://localhost.evil.example/cb',
      'javascript:alert(1)',
      '//evil.example/cb',
    ]) {
      const page = await t.app.request(`/demo-idp/authorize?medium=google&redirect_uri=${encodeURIComponent(evil)}`);
      expect(page.status, evil).toBe(400);
      const post = await choose(evil);
      expect(post.status, evil).toBe(400);
      expect(post.headers.get('location'), evil).toBeNull();
    }
    for (const own of ['http://localhost/auth/social', 'https://shop.example/auth/social']) {
      const post = await choose(own);
      expect(post.status, own).toBe(303);
      const to = new URL(post.headers.get('location')!);
      expect(to.origin).toBe(new URL(own).origin);
      expect(to.searchParams.get('token')).toBeTruthy();
    }
  });
});
