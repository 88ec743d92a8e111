/** The sign-in dialogs' edges: the OTP dialog, social sign-in and forgot-password, as the login and profile flows invoke them. */
import { fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import { otpMachine, type SendCodeInput, type VerifyCodeInput } from '../../machines/auth/otp.machine';
import { socialLoginMachine } from '../../machines/auth/socialLogin.machine';
import { forgotPasswordMachine } from '../../machines/auth/forgotPassword.machine';
import type { ProfileDraft } from '../../machines/account/profile.machine';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import type { AuthAnswer } from '../domain/authFlow';
import { withPlus } from '../domain/contact';
import { authMessages } from '../features/auth/messages';
import { asAnswer, submitLogin, toast, updateInfo, updateProfile } from './accountCalls';
import type { PhoneAuthProvider } from './phoneAuth';
import type { SocialProvider } from './socialProviders';

/** The OTP dialog: sends and checks codes for sign-in, sign-up verification and the profile's new phone or e-mail. */
function otpDialogFlow(phoneAuth: PhoneAuthProvider) {
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
    const emailOrPhone =
      input.purpose === 'verifySignUp' ? (input.channel === 'phone' ? p.phone! : p.email!) : p.emailOrPhone!;
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
            body: {
              session_info: input.sessionInfo ?? '',
              phone: withPlus(input.target),
              otp: input.code,
              login_type: loginType,
            },
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

  return otpMachine.provide({
    actors: { sendCode, verifyCode },
    actions: { notifyError: (_, { message }) => toast('error', message, i18n._(authMessages.genericError)) },
  });
}

export function signInDialogs(phoneAuth: PhoneAuthProvider, social: SocialProvider) {
  const otpDialog = otpDialogFlow(phoneAuth);
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
      updateInfo: fromPromise(({ input }) => updateInfo({ ...input, loginType: 'social' })),
    },
    actions: { notifyError: (_, { message }) => toast('error', message, i18n._(authMessages.genericError)) },
  });

  const resetTarget = (method: 'phone' | 'email', contact: string) =>
    method === 'phone' ? { phone: withPlus(contact) } : { email: contact.trim() };
  const forgotPassword = forgotPasswordMachine.provide({
    actors: {
      requestCode: fromPromise(async ({ input }) => {
        const data = await unwrap(
          api.POST('/api/v1/auth/forgot-password', {
            body: { verification_method: input.method, ...resetTarget(input.method, input.contact) },
          }),
        );
        return data as { message?: string | null; errors?: Array<{ message: string }> | null };
      }),
      verifyCode: fromPromise(async ({ input }) =>
        unwrap(
          api.POST('/api/v1/auth/verify-token', {
            body: {
              reset_token: input.code,
              verification_method: input.method,
              ...resetTarget(input.method, input.contact),
            },
          }),
        ),
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
      // acc §7 firebase path: the provider texts the code; firebase-reset-password checks it, and the same code is the reset token.
      sendProviderCode: fromPromise(async ({ input }) => phoneAuth.sendCode(withPlus(input.phone))),
      verifyProviderCode: fromPromise(async ({ input }) =>
        unwrap(
          api.PUT('/api/v1/auth/firebase-reset-password', {
            body: {
              phoneNumber: withPlus(input.phone),
              sessionInfo: input.sessionInfo,
              code: input.code,
              is_reset_token: true,
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

  return { otpDialog, socialLogin, forgotPassword };
}
