import { createActor } from 'xstate';
import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { loginMachine, type LoginRequest } from '../../machines/auth/login.machine';
import { otpMachine, type SendCodeInput, type VerifyCodeInput } from '../../machines/auth/otp.machine';
import { socialLoginMachine } from '../../machines/auth/socialLogin.machine';
import { forgotPasswordMachine } from '../../machines/auth/forgotPassword.machine';
import { logoutMachine } from '../../machines/account/logout.machine';
import { profileMachine, type ProfileDraft } from '../../machines/account/profile.machine';
import { fromPromise } from 'xstate';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import { formBody } from '../api/formBody';
import { ApiError, toApiError } from '../api/errors';
import { getScope, saveRemembered } from '../api/scope';
import { afterSignUpPath, type AuthAnswer } from '../domain/authFlow';
import { classifyContact, withPlus } from '../domain/contact';
import { notify } from '../ui/toaster';
import { authMessages } from '../features/auth/messages';
import { accountMessages } from '../features/account/messages';
import { localPhoneAuth, type PhoneAuthProvider } from './phoneAuth';
import { demoSocialProvider, type SocialProvider } from './socialProviders';
import type { createAppRouter } from './router';
import type { SessionActor } from './sessionFlows';

/** The edge of the account flows: API calls, storage, toasts and navigation handed to the machines. */

type Router = ReturnType<typeof createAppRouter>;

export interface AccountFlowOptions {
  queryClient: QueryClient;
  router: Router;
  /** Created at boot (src/app/sessionFlows.ts): the header reads it. */
  session: SessionActor;
  phoneAuth?: PhoneAuthProvider;
  social?: SocialProvider;
}

function toast(kind: 'success' | 'error', text: string | null | undefined, fallback: string, id?: string) {
  const message = text && text !== 'error' ? text : fallback;
  notify(kind, message, id);
}

/** The sign-in's outcome is one toast: a success replaces the failure before it, which has passed. */
const LOGIN_TOAST = 'auth.login';

/** A 200 whose body still lists errors (api §2.3 quirks, remove-account 203) is a failure. */
function rejectListedErrors<T>(status: number, data: T): T {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (errors && (!Array.isArray(errors) || errors.length)) throw toApiError(status, data);
  return data;
}

/** The proof of the last verified, unfinished sign-up: auth/update-info must send it back (or be made
 *  by the guest that verified), so that nobody else can finish the sign-up and take the account. */
let signupProof: string | null = null;
const proofBody = () => (signupProof ? { registration_token: signupProof } : {});

/** verify-phone may answer `{message: "...already verified"}` instead of a login result. */
function asAnswer(data: unknown): AuthAnswer {
  if (data && typeof data === 'object' && 'token' in data) {
    const proof = (data as { registration_token?: unknown }).registration_token;
    if (typeof proof === 'string') signupProof = proof;
    return data as AuthAnswer;
  }
  throw new ApiError(200, [{ code: null, message: String((data as { message?: unknown } | null)?.message ?? 'error') }], data);
}

async function submitLogin(request: LoginRequest, verified: boolean): Promise<AuthAnswer> {
  if (request.method === 'signUp') {
    const data = await unwrap(
      api.POST('/api/v1/auth/sign-up', {
        body: {
          name: request.name.trim(),
          email: request.email.trim(),
          phone: withPlus(request.phone),
          password: request.password,
          confirm_password: request.confirmPassword,
          ...(request.refCode.trim() ? { ref_code: request.refCode.trim() } : {}),
        },
      }),
    );
    return asAnswer(data);
  }
  if (request.method === 'otp') {
    return asAnswer(await unwrap(api.POST('/api/v1/auth/login', { body: { login_type: 'otp', phone: withPlus(request.phone) } })));
  }
  const kind = classifyContact(request.emailOrPhone);
  const data = await unwrap(
    api.POST('/api/v1/auth/login', {
      body: {
        login_type: 'manual',
        email_or_phone: kind === 'phone' ? withPlus(request.emailOrPhone) : request.emailOrPhone.trim(),
        password: request.password,
        field_type: kind === 'phone' ? 'phone' : 'email',
        type: kind === 'phone' ? 'phone' : 'email',
        ...(verified ? { verified: 1 } : {}),
      },
    }),
  );
  return asAnswer(data);
}

function profileForm(draft: ProfileDraft, extra: Record<string, string>): FormData {
  const form = new FormData();
  form.set('name', draft.name.trim());
  form.set('email', draft.email.trim());
  form.set('phone', withPlus(draft.phone));
  if (draft.password) {
    form.set('password', draft.password);
    form.set('button_type', 'change_password');
  }
  if (draft.image instanceof Blob) form.set('image', draft.image);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

async function updateProfile(draft: ProfileDraft, extra: Record<string, string> = {}) {
  const data = await unwrap(api.POST('/api/v1/customer/update-profile', formBody(profileForm(draft, extra))));
  return rejectListedErrors(200, data) as { message?: string | null; otp_send?: boolean; verification_on?: 'phone' | 'email'; verification_medium?: string };
}

export function createAccountFlows({ queryClient, router, session, phoneAuth = localPhoneAuth, social = demoSocialProvider }: AccountFlowOptions) {
  const sendCode = fromPromise<{ sessionInfo: string | null }, SendCodeInput>(async ({ input }) => {
    if (input.firebase && input.channel === 'phone') return phoneAuth.sendCode(withPlus(input.target));
    const p = input.payload as Record<string, string> & { draft?: ProfileDraft };
    if (input.purpose === 'profile') {
      await updateProfile(p.draft!);
      return { sessionInfo: null };
    }
    if (input.purpose === 'otpLogin') {
      await submitLogin({ method: 'otp', phone: input.target }, false);
      return { sessionInfo: null };
    }
    // The platform has no "resend verification code": signing in again with the same credentials sends a new one.
    const emailOrPhone = input.purpose === 'verifySignUp' ? (input.channel === 'phone' ? p.phone! : p.email!) : p.emailOrPhone!;
    await submitLogin({ method: 'manual', emailOrPhone, password: p.password ?? '', remember: false }, false);
    return { sessionInfo: null };
  });

  const verifyCode = fromPromise<AuthAnswer | null, VerifyCodeInput>(async ({ input }) => {
    const p = input.payload as { draft?: ProfileDraft; verification_on?: string; verification_medium?: string };
    if (input.purpose === 'profile') {
      await updateProfile(p.draft!, {
        otp: input.code,
        verification_on: input.channel,
        verification_medium: input.firebase ? 'firebase' : input.channel === 'email' ? 'email' : 'SMS',
        ...(input.sessionInfo ? { session_info: input.sessionInfo } : {}),
        button_type: input.channel,
      });
      return null;
    }
    const loginType = input.purpose === 'otpLogin' ? 'otp' : 'manual';
    if (input.firebase && input.channel === 'phone') {
      return asAnswer(
        await unwrap(
          api.POST('/api/v1/auth/firebase-verify-token', {
            body: { session_info: input.sessionInfo ?? '', phone: withPlus(input.target), otp: input.code, login_type: loginType },
          }),
        ),
      );
    }
    return asAnswer(
      await unwrap(
        api.POST('/api/v1/auth/verify-phone', {
          body: {
            otp: input.code,
            verification_type: input.channel,
            ...(input.channel === 'phone' ? { phone: withPlus(input.target) } : { email: input.target.trim() }),
            login_type: loginType,
          },
        }),
      ),
    );
  });

  const otpDialog = otpMachine.provide({
    actors: { sendCode, verifyCode },
    actions: { notifyError: (_, { message }) => toast('error', message, i18n._(authMessages.genericError)) },
  });

  const socialLogin = socialLoginMachine.provide({
    actors: {
      authorize: fromPromise(async ({ input }) => social.signIn(input.medium)),
      signIn: fromPromise(async ({ input }) => {
        const c = input.credential;
        return asAnswer(
          await unwrap(
            api.POST('/api/v1/auth/login', {
              body: {
                login_type: 'social',
                token: c.token,
                unique_id: c.unique_id,
                medium: c.medium,
                ...(c.email ? { email: c.email } : {}),
                ...(input.verified ? { verified: 1 } : {}),
              },
            }),
          ),
        );
      }),
      updateInfo: fromPromise(async ({ input }) => {
        return asAnswer(
          await unwrap(
            api.POST('/api/v1/auth/update-info', {
              body: {
                name: input.name.trim(),
                login_type: 'social',
                ...(input.phone ? { phone: withPlus(input.phone) } : {}),
                ...(input.email ? { email: input.email.trim() } : {}),
                ...proofBody(),
              },
            }),
          ),
        );
      }),
    },
    actions: { notifyError: (_, { message }) => toast('error', message, i18n._(authMessages.genericError)) },
  });

  const resetTarget = (method: 'phone' | 'email', contact: string) => (method === 'phone' ? { phone: withPlus(contact) } : { email: contact.trim() });
  const forgotPassword = forgotPasswordMachine.provide({
    actors: {
      requestCode: fromPromise(async ({ input }) => {
        const data = await unwrap(api.POST('/api/v1/auth/forgot-password', { body: { verification_method: input.method, ...resetTarget(input.method, input.contact) } }));
        return data as { message?: string | null; errors?: Array<{ message: string }> | null };
      }),
      verifyCode: fromPromise(async ({ input }) =>
        unwrap(api.POST('/api/v1/auth/verify-token', { body: { reset_token: input.code, verification_method: input.method, ...resetTarget(input.method, input.contact) } })),
      ),
      resetPassword: fromPromise(async ({ input }) =>
        unwrap(
          api.PUT('/api/v1/auth/reset-password', {
            body: {
              reset_token: input.code,
              password: input.password,
              confirm_password: input.confirmPassword,
              verification_method: input.method,
              ...resetTarget(input.method, input.contact),
            },
          }),
        ),
      ),
    },
    actions: {
      notifySuccess: (_, { message }) => toast('success', message, i18n._(authMessages.genericError)),
      notifyError: (_, { message }) => toast('error', message, i18n._(authMessages.genericError)),
    },
  });

  const login = createActor(
    loginMachine.provide({
      actors: {
        submitLogin: fromPromise(async ({ input }) => submitLogin(input.request, input.verified)),
        updateInfo: fromPromise(async ({ input }) => {
          return asAnswer(
            await unwrap(
              api.POST('/api/v1/auth/update-info', {
                body: {
                  name: input.name.trim(),
                  login_type: input.loginType,
                  ...(input.phone ? { phone: withPlus(input.phone) } : {}),
                  ...(input.email ? { email: input.email.trim() } : {}),
                  ...proofBody(),
                },
              }),
            ),
          );
        }),
        otpDialog,
        socialLogin,
        forgotPassword,
      },
      actions: {
        startSession: (_, { token }) => session.send({ type: 'session.start', token }),
        rememberCredentials: (_, { identifier }) => {
          if (identifier === undefined) return;
          saveRemembered(identifier);
        },
        notifySignedIn: (_, { signUp }) => notify('success', i18n._(signUp ? authMessages.signedUp : authMessages.loggedIn), LOGIN_TOAST),
        navigateAfterSignIn: (_, { signUp }) => {
          if (!signUp) return;
          const { zone, moduleType } = getScope();
          void router.navigate({ to: afterSignUpPath(zone !== null, moduleType ?? undefined) });
        },
        notifyError: (_, { message }) => toast('error', message, i18n._(authMessages.genericError), LOGIN_TOAST),
      },
    }),
    { input: {} },
  ).start();

  const logout = createActor(
    logoutMachine.provide({
      actions: {
        endSession: () => session.send({ type: 'session.end' }),
        goHome: () => void router.navigate({ to: '/home' }),
        notifyLoggedOut: () => notify('success', i18n._(accountMessages.loggedOut)),
      },
    }),
  ).start();

  const profileLogic = profileMachine.provide({
    actors: {
      updateProfile: fromPromise(async ({ input }) => updateProfile(input.draft)),
      deleteAccount: fromPromise<unknown, void>(async () => {
        const { data, response } = await api.DELETE('/api/v1/customer/remove-account');
        return rejectListedErrors(response.status, data as unknown);
      }),
      otpDialog,
    },
    actions: {
      notifyNoChanges: () => notify('info', i18n._(accountMessages.noChanges)),
      notifyUpdated: (_, { message }) => toast('success', message, i18n._(accountMessages.updated)),
      notifyErrors: (_, { messages }) => messages.forEach((m) => toast('error', m, i18n._(accountMessages.genericError))),
      refreshProfile: () => void queryClient.invalidateQueries({ queryKey: ['profile'] }),
      endSession: () => session.send({ type: 'session.end' }),
      notifyDeleted: () => notify('success', i18n._(accountMessages.deleted)),
      goLanding: () => void router.navigate({ to: '/' }),
    },
  });

  return { login, logout, profileLogic };
}

export type AccountFlows = ReturnType<typeof createAccountFlows>;
