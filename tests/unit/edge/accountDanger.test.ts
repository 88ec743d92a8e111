/**
 * The account's rarer edges (src/app/accountFlows.ts, signInDialogs.ts) against the reference server: acc §4
 * social sign-in through the injected provider (the demo identity provider stands in for Google), acc §7 the
 * firebase reset path through the injected phone-auth provider, and acc §8 Delete account.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { createAccountFlows } from '../../../src/app/accountFlows';
import { signInDialogs } from '../../../src/app/signInDialogs';
import { createSessionActor } from '../../../src/app/sessionFlows';
import { createAppRouter } from '../../../src/app/router';
import type { PhoneAuthProvider } from '../../../src/app/phoneAuth';
import type { SocialProvider } from '../../../src/app/socialProviders';
import { saveToken } from '../../../src/api/scope';
import type { ApiError } from '../../../src/api/errors';
import { toApiError } from '../../../src/api/errors';
import type { AuthAnswer } from '../../../src/domain/authFlow';
import type { SocialCredential } from '../../../machines/auth/socialLogin.machine';
import { DEMO, startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, runProvided } from './provided';
import { orderableItem, placeOrder } from './orders';

let server: EdgeServer;

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  server = await startEdgeServer();
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('food'));

/** Google as the demo identity provider plays it: the identity chosen on its page comes back in the redirect. */
const demoGoogle = (sub: string): SocialProvider => ({
  async signIn(medium) {
    const back = await server.postForm('/demo-idp/authorize', {
      sub,
      medium,
      redirect_uri: 'http://edge.test/auth/social-callback',
    });
    const q = new URL(back.location!).searchParams;
    return {
      medium,
      token: q.get('token')!,
      unique_id: q.get('unique_id')!,
      email: q.get('email'),
      name: q.get('name'),
    };
  },
});

/** The reference server's firebase stand-in, reached through the in-process server. */
const phoneAuth: PhoneAuthProvider = {
  async sendCode(phone) {
    const res = await server.call('POST', '/api/v1/auth/firebase-send-otp', { json: { phone } });
    if (res.status !== 200) throw toApiError(res.status, res.body);
    return { sessionInfo: String((res.body as { session_info: string }).session_info) };
  },
};

function accountFlows(social: SocialProvider) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(
    { queryClient, adoptModule: async () => {} },
    createMemoryHistory({ initialEntries: ['/home'] }),
  );
  const session = createSessionActor(queryClient, false).start();
  return createAccountFlows({ queryClient, router, session, phoneAuth, social });
}

describe('acc §4 Social login (authorize, signIn, updateInfo)', () => {
  it('acc §4 Continue with Google hands back the identity the provider chose', async () => {
    const { socialLogin } = signInDialogs(phoneAuth, demoGoogle('demo-google-1001'));
    const credential = await runProvided<SocialCredential>(socialLogin, 'authorize', { medium: 'google' });
    expect([credential.unique_id, credential.email, credential.medium]).toEqual([
      'demo-google-1001',
      'sam.social@example.com',
      'google',
    ]);
  });

  it('acc §4 a new Google customer with a phone is signed in with a token; a forged token is refused with the server’s words', async () => {
    const { socialLogin } = signInDialogs(phoneAuth, demoGoogle('demo-google-1001'));
    const credential = await runProvided<SocialCredential>(socialLogin, 'authorize', { medium: 'google' });
    const answer = await runProvided<AuthAnswer>(socialLogin, 'signIn', { credential, verified: false });
    expect(server.to('/api/v1/auth/login', 'POST').at(-1)!.status).toBe(200);
    expect(answer.is_personal_info).toBe(1);
    const me = await server.call('GET', '/api/v1/customer/info', { token: answer.token! });
    expect((me.body as { email: string }).email).toBe('sam.social@example.com');
    const error = (await failureOf(socialLogin, 'signIn', {
      credential: { ...credential, token: `${credential.token}x` },
      verified: false,
    })) as ApiError;
    expect(error.status).toBe(403);
    expect(error.message).toBe('Invalid social login token');
  });

  it('acc §4 a Google customer without a phone gives name and phone once, and is signed in', async () => {
    const { socialLogin } = signInDialogs(phoneAuth, demoGoogle('demo-google-1002'));
    const credential = await runProvided<SocialCredential>(socialLogin, 'authorize', { medium: 'google' });
    const first = await runProvided<AuthAnswer>(socialLogin, 'signIn', { credential, verified: false });
    expect(first.token).toBeNull();
    const done = await runProvided<AuthAnswer>(socialLogin, 'updateInfo', {
      name: '  Nora Nophone ',
      phone: '8801700001002',
      email: credential.email,
    });
    expect(server.to('/api/v1/auth/update-info', 'POST').at(-1)!.status).toBe(200);
    expect(done.token).toBeTruthy();
    const me = await server.call('GET', '/api/v1/customer/info', { token: done.token! });
    expect((me.body as { phone: string; f_name: string }).phone).toBe('+8801700001002');
  });
});

describe('acc §7 Forgot password by phone, the firebase path (sendProviderCode, verifyProviderCode)', () => {
  it('acc §7 the code texted to the customer’s phone is accepted; a wrong code is refused with “Invalid OTP.”', async () => {
    const { forgotPassword } = signInDialogs(phoneAuth, demoGoogle('demo-google-1001'));
    const phone = DEMO.customer.phone.slice(1);
    const sent = await runProvided<{ sessionInfo: string }>(forgotPassword, 'sendProviderCode', { phone });
    expect(sent.sessionInfo).toBeTruthy();
    const wrong = (await failureOf(forgotPassword, 'verifyProviderCode', {
      phone,
      sessionInfo: sent.sessionInfo,
      code: '000000',
    })) as ApiError;
    expect(wrong.message).toBe('Invalid OTP.');
    const ok = await runProvided<{ message: string }>(forgotPassword, 'verifyProviderCode', {
      phone,
      sessionInfo: sent.sessionInfo,
      code: DEMO.otp,
    });
    expect(ok.message).toBe('OTP found, you can proceed');
  });
});

describe('acc §8 Delete account (deleteAccount)', () => {
  it('acc §8 with an order still on its way the account stays, and the customer is told to complete it first', async () => {
    await server.useScope('food', { signedIn: true });
    await placeOrder(server, await orderableItem(server));
    const error = (await failureOf(accountFlows(demoGoogle('x')).profileLogic, 'deleteAccount')) as ApiError;
    expect(error.message).toBe('Please complete your ongoing and accepted orders');
    expect((await server.call('GET', '/api/v1/customer/info', { token: await server.token() })).status).toBe(200);
  });

  it('acc §8 a customer with nothing ongoing is deleted: their token is refused after', async () => {
    const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const signUp = await server.call('POST', '/api/v1/auth/sign-up', {
      json: { name: 'Leaving Soon', email: `leaving.${n}@example.com`, phone: `+88018${n}`, password: 'secret-pass-1' },
    });
    const login = await server.call('POST', '/api/v1/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: `leaving.${n}@example.com`,
        password: 'secret-pass-1',
        field_type: 'email',
      },
    });
    const token = (login.body as { token?: string }).token ?? (signUp.body as { token?: string }).token;
    expect(token).toBeTruthy();
    saveToken(token!);
    await runProvided(accountFlows(demoGoogle('x')).profileLogic, 'deleteAccount');
    expect(server.to('/api/v1/customer/remove-account', 'DELETE').at(-1)!.status).toBe(200);
    expect((await server.call('GET', '/api/v1/customer/info', { token: token! })).status).toBe(401);
  });
});
