import { errorMessage } from './login.rules';
import { loginSetup } from './login.setup';
import type { LoginEvent } from './login.types';

export type { LoginContext, LoginEvent, LoginInput, LoginRequest, LoginSettings, UpdateInfoInput } from './login.types';
export type { LoginTag } from './login.setup';

export const loginMachine = loginSetup.createMachine({
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
            onError: {
              target: 'returning',
              actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            },
          },
        },
        routing: {
          description: 'acc §4 After a login response.',
          always: [
            {
              guard: 'needsPersonalInfo',
              target: 'userInfo',
              actions: 'prepareInfo',
              description: 'is_personal_info 0',
            },
            { guard: 'isExistingUser', target: 'existUser', description: 'is_exist_user' },
            { guard: 'hasToken', target: '#login.succeeded' },
            {
              guard: 'needsPhoneOtp',
              target: 'verifying',
              actions: { type: 'prepareOtp', params: { channel: 'phone' } },
              description: 'Phone not verified: OTP by phone.',
            },
            {
              guard: 'needsEmailOtp',
              target: 'verifying',
              actions: { type: 'prepareOtp', params: { channel: 'email' } },
              description: 'E-mail not verified: OTP by e-mail.',
            },
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
            onDone: {
              target: 'routing',
              actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output.result }) },
            },
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
            onDone: {
              target: 'routing',
              actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
            },
            onError: {
              target: 'userInfo',
              actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            },
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
            onDone: {
              target: 'routing',
              actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
            },
            onError: {
              target: 'returning',
              actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            },
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
              {
                guard: 'socialSignedIn',
                target: '#login.succeeded',
                actions: [
                  { type: 'keepResult', params: ({ event }) => ({ result: event.output.result }) },
                  'forgetRequest',
                ],
              },
              { target: 'signIn' },
            ],
          },
        },
        forgot: {
          description:
            'The forgot-password modal (its own flow); success closes it and shows Sign In, where the new password is used.',
          tags: ['screen.forgot'],
          invoke: {
            id: 'forgot',
            src: 'forgotPassword',
            input: ({ context }) => ({ firebase: context.settings.firebase }),
            onDone: { target: 'signIn' },
          },
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
            identifier:
              context.request?.method === 'manual'
                ? context.request.remember
                  ? context.request.emailOrPhone
                  : null
                : undefined,
          }),
        },
        { type: 'notifySignedIn', params: ({ context }) => ({ signUp: context.request?.method === 'signUp' }) },
        { type: 'navigateAfterSignIn', params: ({ context }) => ({ signUp: context.request?.method === 'signUp' }) },
      ],
      always: { target: 'closed' },
    },
  },
});
