import { assign, fromPromise, setup } from 'xstate';
import { otpMachine } from './otp.machine';
import { otpInputFor, step } from './login.rules';
import { socialLoginMachine } from './socialLogin.machine';
import { forgotPasswordMachine } from './forgotPassword.machine';
import type { AuthAnswer } from '../../src/domain/authFlow';
import type { LoginContext, LoginEvent, LoginInput, LoginRequest, UpdateInfoInput } from './login.types';

/**
 * Which screen the auth modal shows (`screen.*`; sign-in or sign-up when none), and `busy` while a call the
 * customer started runs (the buttons wait); `closed` while no modal shows.
 */
export type LoginTag =
  'screen.otp' | 'screen.userInfo' | 'screen.existUser' | 'screen.social' | 'screen.forgot' | 'busy' | 'closed';

/** The sign-in statechart's vocabulary (types, actors, guards, actions); login.machine.ts draws its states. */
export const loginSetup = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as LoginTag,
  },
  actors: {
    /** Edge: POST auth/login (manual, or the first OTP call that sends the code) or auth/sign-up. */
    submitLogin: fromPromise<AuthAnswer, { request: LoginRequest; verified: boolean }>(async () => ({ token: null })),
    /** Edge: POST auth/update-info. */
    updateInfo: fromPromise<AuthAnswer, UpdateInfoInput>(async () => ({ token: null })),
    otpDialog: otpMachine,
    socialLogin: socialLoginMachine,
    forgotPassword: forgotPasswordMachine,
  },
  guards: {
    isSignUpMode: ({ context }) => context.mode === 'signUp',
    sendsThroughProvider: ({ context, event }) =>
      event.type === 'login.submit' && event.request.method === 'otp' && context.settings.firebase,
    codeJustSent: ({ context }) => context.request?.method === 'otp',
    needsPersonalInfo: ({ context }) => step(context) === 'userInfo',
    isExistingUser: ({ context }) => step(context) === 'existUser',
    hasToken: ({ context }) => step(context) === 'done',
    needsPhoneOtp: ({ context }) => step(context) === 'otpPhone',
    needsEmailOtp: ({ context }) => step(context) === 'otpEmail',
    socialSignedIn: ({ event }) =>
      Boolean((event as { output?: { result?: AuthAnswer | null } }).output?.result?.token),
  },
  actions: {
    open: assign({
      mode: ({ event }) => (event.type === 'auth.open' ? event.mode : 'signIn'),
      settings: ({ context, event }) => (event.type === 'auth.open' ? event.settings : context.settings),
    }),
    keepRequest: assign({ request: ({ event }) => (event.type === 'login.submit' ? event.request : null) }),
    prepareOtp: assign({
      otp: ({ context }, params: { channel: 'phone' | 'email' }) => otpInputFor(context, params.channel),
    }),
    /** Keeps the server's answer (login, update-info, or the one the OTP or social flow ends with). */
    keepResult: assign({ result: (_, params: { result: AuthAnswer | null }) => params.result }),
    /** Entering a form starts afresh: no request, answer or OTP step left from before. */
    startForm: assign((_, params: { mode: 'signIn' | 'signUp' }) => ({
      mode: params.mode,
      request: null,
      result: null,
      otp: null,
    })),
    /** A social sign-in carries no form request (the success step must not remember a password identifier). */
    forgetRequest: assign({ request: null }),
    prepareInfo: assign({
      infoNeeds: ({ context }) =>
        context.request && 'phone' in context.request && context.request.phone ? 'email' : 'phone',
    }),
    /** Edge: store the token under `token` and refetch the customer's queries (cart, wishlist, profile). */
    startSession: (_, _params: { token: string }) => {},
    /** Edge: keep (string) or forget (null) the sign-in identifier under `userDatafor`; undefined leaves it. */
    rememberCredentials: (_, _params: { identifier: string | null | undefined }) => {},
    /** Edge: "Logged in successfully." (or "Signup successfully."). */
    notifySignedIn: (_, _params: { signUp: boolean }) => {},
    /** Edge: after sign-up, /interest when a zone is set and the module is not parcel, else /home; after a sign-in on a home page, /interest when the module has no saved interests yet. */
    navigateAfterSignIn: (_, _params: { signUp: boolean }) => {},
    /** Edge: an error toast with the server's message. */
    notifyError: (_, _params: { message: string }) => {},
  },
});
