import { assign, fromPromise, setup } from 'xstate';
import { otpMachine } from './otp.machine';
import { errorMessage, otpInputFor, step } from './login.rules';
import { socialLoginMachine } from './socialLogin.machine';
import { forgotPasswordMachine } from './forgotPassword.machine';

export type { LoginContext, LoginEvent, LoginInput, LoginRequest, LoginSettings, UpdateInfoInput } from './login.types';
import type { AuthAnswer } from '../../src/domain/authFlow';
import type { LoginContext, LoginEvent, LoginInput, LoginRequest, UpdateInfoInput } from './login.types';

/**
 * Which screen the auth modal shows (`screen.*`; sign-in or sign-up when none), and `busy` while a call the
 * customer started runs (the buttons wait); `closed` while no modal shows.
 */
export type LoginTag = 'screen.otp' | 'screen.userInfo' | 'screen.existUser' | 'screen.social' | 'screen.forgot' | 'busy' | 'closed';

export const loginMachine = setup({
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
    sendsThroughProvider: ({ context, event }) => event.type === 'login.submit' && event.request.method === 'otp' && context.settings.firebase,
    codeJustSent: ({ context }) => context.request?.method === 'otp',
    needsPersonalInfo: ({ context }) => step(context) === 'userInfo',
    isExistingUser: ({ context }) => step(context) === 'existUser',
    hasToken: ({ context }) => step(context) === 'done',
    needsPhoneOtp: ({ context }) => step(context) === 'otpPhone',
    needsEmailOtp: ({ context }) => step(context) === 'otpEmail',
    socialSignedIn: ({ event }) => Boolean((event as { output?: { result?: AuthAnswer | null } }).output?.result?.token),
  },
  actions: {
    open: assign({
      mode: ({ event }) => (event.type === 'auth.open' ? event.mode : 'signIn'),
      settings: ({ context, event }) => (event.type === 'auth.open' ? event.settings : context.settings),
    }),
    keepRequest: assign({ request: ({ event }) => (event.type === 'login.submit' ? event.request : null) }),
    prepareOtp: assign({ otp: ({ context }, params: { channel: 'phone' | 'email' }) => otpInputFor(context, params.channel) }),
    /** Keeps the server's answer (login, update-info, or the one the OTP or social flow ends with). */
    keepResult: assign({ result: (_, params: { result: AuthAnswer | null }) => params.result }),
    /** Entering a form starts afresh: no request, answer or OTP step left from before. */
    startForm: assign((_, params: { mode: 'signIn' | 'signUp' }) => ({ mode: params.mode, request: null, result: null, otp: null })),
    /** A social sign-in carries no form request (the success step must not remember a password identifier). */
    forgetRequest: assign({ request: null }),
    prepareInfo: assign({ infoNeeds: ({ context }) => (context.request && 'phone' in context.request && context.request.phone ? 'email' : 'phone') }),
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
}).createMachine({
  id: 'login',
  description:
    'acc §2 Auth modal and §4 "After a login response": sign-in or sign-up, then is_personal_info 0 → user_info; an existing user → is_exist_user (Yes / No); a token → done; otherwise the OTP step by phone or e-mail (firebase path when firebase_otp_verification is 1). Success stores the token, refetches cart, wishlist and profile, says "Logged in successfully." and closes; after sign-up it goes to /interest (zone set, not parcel) or /home; after a sign-in on a home page, to /interest when the module has no saved interests yet (customer/info selected_modules_for_interest).',
  context: ({ input }) => ({
    mode: 'signIn',
    settings: { firebase: false, phoneVerification: false, emailVerification: false },
    request: null,
    result: null,
    otp: null,
    infoNeeds: 'email',
    countdownSeconds: input.countdownSeconds,
  }),
  initial: 'closed',
  states: {
    closed: {
      tags: ['closed'],
      description: 'No auth modal; the header shows Sign In (guests).',
      on: { 'auth.open': { target: 'open', actions: 'open' } },
    },
    open: {
      description: 'The auth modal is open.',
      initial: 'choosing',
      on: { 'auth.close': { target: 'closed', description: 'Closing the modal drops the flow.' } },
      states: {
        choosing: {
          description: 'Open in the mode asked for.',
          always: [{ guard: 'isSignUpMode', target: 'signUp' }, { target: 'signIn' }],
        },
        signIn: {
          description: 'Mode sign-in: the views of the login-method status.',
          entry: { type: 'startForm', params: { mode: 'signIn' } },
          on: {
            'auth.mode.signUp': { target: 'signUp' },
            'auth.forgot.open': { target: 'forgot' },
            'login.submit': [
              {
                guard: 'sendsThroughProvider',
                target: 'verifying',
                actions: ['keepRequest', { type: 'prepareOtp', params: { channel: 'phone' } }],
                description: 'Firebase: the provider sends the code.',
              },
              { target: 'submitting', actions: 'keepRequest' },
            ],
            'login.social.start': { target: 'social' },
          },
        },
        signUp: {
          description: 'Mode sign-up.',
          entry: { type: 'startForm', params: { mode: 'signUp' } },
          on: {
            'auth.mode.signIn': { target: 'signIn' },
            'login.submit': { target: 'submitting', actions: 'keepRequest' },
          },
        },
        submitting: {
          description: 'POST auth/login or auth/sign-up.',
          tags: ['busy'],
          invoke: {
            id: 'submitLogin',
            src: 'submitLogin',
            input: ({ context }) => ({ request: context.request!, verified: false }),
            onDone: [
              {
                guard: 'codeJustSent',
                target: 'verifying',
                actions: [
                  { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
                  { type: 'prepareOtp', params: { channel: 'phone' } },
                ],
                description: 'OTP login: the code was sent.',
              },
              { target: 'routing', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
            ],
            onError: { target: 'returning', actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) } },
          },
        },
        routing: {
          description: 'acc §4 After a login response.',
          always: [
            { guard: 'needsPersonalInfo', target: 'userInfo', actions: 'prepareInfo', description: 'is_personal_info 0' },
            { guard: 'isExistingUser', target: 'existUser', description: 'is_exist_user' },
            { guard: 'hasToken', target: '#login.succeeded' },
            { guard: 'needsPhoneOtp', target: 'verifying', actions: { type: 'prepareOtp', params: { channel: 'phone' } }, description: 'Phone not verified: OTP by phone.' },
            { guard: 'needsEmailOtp', target: 'verifying', actions: { type: 'prepareOtp', params: { channel: 'email' } }, description: 'E-mail not verified: OTP by e-mail.' },
            { target: 'returning', actions: { type: 'notifyError', params: { message: 'error' } } },
          ],
        },
        verifying: {
          description: 'The OTP dialog.',
          tags: ['screen.otp'],
          invoke: {
            id: 'otp',
            src: 'otpDialog',
            input: ({ context }) => context.otp!,
            onDone: { target: 'routing', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output.result }) } },
          },
          on: { 'login.otp.cancel': { target: 'returning' } },
        },
        userInfo: {
          description: 'user_info: name and e-mail (or phone) to finish the account.',
          tags: ['screen.userInfo'],
          on: { 'login.info.submit': { target: 'updatingInfo' } },
        },
        updatingInfo: {
          description: 'POST auth/update-info.',
          tags: ['screen.userInfo', 'busy'],
          invoke: {
            id: 'updateInfo',
            src: 'updateInfo',
            input: ({ context, event }) => {
              const e = event as Extract<LoginEvent, { type: 'login.info.submit' }>;
              const r = context.request;
              const phone = r && 'phone' in r ? r.phone : null;
              return {
                name: e.name,
                phone: context.infoNeeds === 'phone' ? e.contact : phone,
                email: context.infoNeeds === 'email' ? e.contact : null,
                loginType: r?.method === 'otp' ? 'otp' : 'manual',
                refCode: e.refCode?.trim() || null,
              };
            },
            onDone: { target: 'routing', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
            onError: { target: 'userInfo', actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) } },
          },
        },
        existUser: {
          description: 'is_exist_user: "Is it you?" Yes links the account; No goes back.',
          tags: ['screen.existUser'],
          on: {
            'login.existing.confirm': { target: 'confirmingExisting' },
            'login.existing.decline': { target: 'signIn' },
          },
        },
        confirmingExisting: {
          description: 'The login is repeated with verified set.',
          tags: ['screen.existUser', 'busy'],
          invoke: {
            id: 'confirmExisting',
            src: 'submitLogin',
            input: ({ context }) => ({ request: context.request!, verified: true }),
            onDone: { target: 'routing', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
            onError: { target: 'returning', actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) } },
          },
        },
        social: {
          description: 'Social login (its own flow).',
          tags: ['screen.social'],
          invoke: {
            id: 'social',
            src: 'socialLogin',
            input: ({ event }) => ({ medium: (event as Extract<LoginEvent, { type: 'login.social.start' }>).medium }),
            onDone: [
              { guard: 'socialSignedIn', target: '#login.succeeded', actions: [{ type: 'keepResult', params: ({ event }) => ({ result: event.output.result }) }, 'forgetRequest'] },
              { target: 'signIn' },
            ],
          },
        },
        forgot: {
          description: 'The forgot-password modal (its own flow); success closes it and shows Sign In, where the new password is used.',
          tags: ['screen.forgot'],
          invoke: { id: 'forgot', src: 'forgotPassword', input: ({ context }) => ({ firebase: context.settings.firebase }), onDone: { target: 'signIn' } },
          on: { 'auth.forgot.close': { target: 'signIn' } },
        },
        returning: {
          description: 'Back to the form the customer came from.',
          always: [{ guard: 'isSignUpMode', target: 'signUp' }, { target: 'signIn' }],
        },
      },
    },
    succeeded: {
      description: 'Login success: token stored, queries refetched, "Logged in successfully.", modal closed.',
      entry: [
        { type: 'startSession', params: ({ context }) => ({ token: context.result?.token ?? '' }) },
        {
          type: 'rememberCredentials',
          params: ({ context }) => ({
            identifier: context.request?.method === 'manual' ? (context.request.remember ? context.request.emailOrPhone : null) : undefined,
          }),
        },
        { type: 'notifySignedIn', params: ({ context }) => ({ signUp: context.request?.method === 'signUp' }) },
        { type: 'navigateAfterSignIn', params: ({ context }) => ({ signUp: context.request?.method === 'signUp' }) },
      ],
      always: { target: 'closed' },
    },
  },
});
