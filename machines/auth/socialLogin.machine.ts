import { assign, fromPromise, setup } from 'xstate';
import { nextStep, type AuthAnswer } from '../../src/domain/authFlow';
import type { SocialMedium } from '../../src/domain/loginMethod';

/** What a provider's sign-in hands the storefront (Google, Facebook, Apple, or the local demo provider). */
export interface SocialCredential {
  medium: SocialMedium;
  token: string;
  unique_id: string;
  email: string | null;
  name: string | null;
}

export interface SocialLoginInput {
  medium: SocialMedium;
}

export interface SocialLoginContext {
  medium: SocialMedium;
  credential: SocialCredential | null;
  verified: boolean;
  result: AuthAnswer | null;
  /** The info step asks for a phone when the provider gave an e-mail, else for an e-mail. */
  needs: 'phone' | 'email';
  error: string | null;
}

export type SocialLoginEvent =
  | { type: 'social.existing.confirm' }
  | { type: 'social.existing.decline' }
  | { type: 'social.info.submit'; name: string; contact: string }
  | { type: 'social.cancel' };

export interface SocialSignInInput {
  credential: SocialCredential;
  verified: boolean;
}

export interface SocialInfoInput {
  credential: SocialCredential;
  name: string;
  phone: string | null;
  email: string | null;
}

interface CodedError {
  message?: string;
  hasCode?: (code: string) => boolean;
}

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'error';

export const socialLoginMachine = setup({
  types: {
    tags: {} as 'busy' | 'existUser' | 'signingIn' | 'userInfo',
    input: {} as SocialLoginInput,
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
    output: {} as { result: AuthAnswer | null; error: string | null },
  },
  actors: {
    /** Edge: the provider's sign-in behind one interface (the demo identity provider offline). */
    authorize: fromPromise<SocialCredential, { medium: SocialMedium }>(async ({ input }) => ({
      medium: input.medium,
      token: '',
      unique_id: '',
      email: null,
      name: null,
    })),
    /** Edge: POST auth/login with login_type social. */
    signIn: fromPromise<AuthAnswer, SocialSignInInput>(async () => ({ token: null })),
    /** Edge: POST auth/update-info with login_type social. */
    updateInfo: fromPromise<AuthAnswer, SocialInfoInput>(async () => ({ token: null })),
  },
  guards: {
    isEmailCodeError: ({ event }) => {
      const e = (event as { error?: CodedError }).error;
      return typeof e?.hasCode === 'function' && e.hasCode('email');
    },
    isExistingUser: ({ context }) => context.result !== null && nextStep(context.result) === 'existUser',
    needsPersonalInfo: ({ context }) => context.result !== null && nextStep(context.result) === 'userInfo',
    hasToken: ({ context }) => Boolean(context.result?.token),
  },
  actions: {
    /** The provider's credential; without an e-mail from it, the e-mail is what is missing. */
    keepCredential: assign((_, params: { credential: SocialCredential }) => ({
      credential: params.credential,
      needs: params.credential.email ? ('phone' as const) : ('email' as const),
    })),
    keepResult: assign({ result: (_, params: { result: AuthAnswer | null }) => params.result }),
    keepError: assign({ error: (_, params: { message: string }) => params.message }),
    /** "Yes, it is me": the login is repeated with verified set. */
    markVerified: assign({ verified: true }),
    /** Edge: toast a message (other errors show their message). */
    notifyError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'socialLogin',
  description:
    'acc §4 Social login: the provider signs the customer in, the storefront logs in with login_type social. An existing account with that e-mail asks "is this you?" (is_exist_user); without a phone number the phone_modal asks for it; an error with code email asks for the missing contact; other errors show their message.',
  context: ({ input }) => ({
    medium: input.medium,
    credential: null,
    verified: false,
    result: null,
    needs: 'phone',
    error: null,
  }),
  initial: 'authorizing',
  states: {
    authorizing: {
      description: 'The provider’s sign-in window is open.',
      invoke: {
        id: 'authorize',
        src: 'authorize',
        input: ({ context }) => ({ medium: context.medium }),
        onDone: {
          target: 'submitting',
          actions: { type: 'keepCredential', params: ({ event }) => ({ credential: event.output }) },
        },
        onError: { target: 'cancelled', description: 'The customer closed the provider window, or it failed.' },
      },
    },
    submitting: {
      tags: ['signingIn', 'busy'],
      description: 'POST auth/login with login_type social.',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ credential: context.credential!, verified: context.verified }),
        onDone: {
          target: 'routing',
          actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          {
            guard: 'isEmailCodeError',
            target: 'collecting',
            description: 'Error code email: collect the phone or e-mail.',
          },
          {
            target: 'failed',
            actions: [
              { type: 'keepError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
              { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            ],
            description: 'Other errors show their message.',
          },
        ],
      },
    },
    routing: {
      description: 'acc §4 After a login response, for social sign-ins.',
      always: [
        { guard: 'isExistingUser', target: 'confirmingExisting' },
        { guard: 'needsPersonalInfo', target: 'collecting', description: 'No phone number yet: phone_modal.' },
        { guard: 'hasToken', target: 'signedIn' },
        { target: 'failed' },
      ],
    },
    confirmingExisting: {
      tags: ['existUser'],
      description: 'is_exist_user: "an account with this e-mail exists — is it you?" Yes links it; No goes back.',
      on: {
        'social.existing.confirm': { target: 'submitting', actions: 'markVerified' },
        'social.existing.decline': { target: 'cancelled' },
      },
    },
    collecting: {
      tags: ['userInfo'],
      description: 'phone_modal / user_info: name, and the phone (or e-mail) the provider did not give.',
      on: {
        'social.info.submit': { target: 'updatingInfo' },
        'social.cancel': { target: 'cancelled' },
      },
    },
    updatingInfo: {
      tags: ['userInfo', 'busy'],
      description: 'POST auth/update-info with login_type social.',
      invoke: {
        id: 'updateInfo',
        src: 'updateInfo',
        input: ({ context, event }) => {
          const e = event as Extract<SocialLoginEvent, { type: 'social.info.submit' }>;
          return {
            credential: context.credential!,
            name: e.name,
            phone: context.needs === 'phone' ? e.contact : null,
            email: context.needs === 'email' ? e.contact : (context.credential?.email ?? null),
          };
        },
        onDone: {
          target: 'routing',
          actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'collecting',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    signedIn: { description: 'A token was issued.', type: 'final' },
    failed: { description: 'The sign-in failed; the message was shown.', type: 'final' },
    cancelled: { description: 'The customer stopped; back to the sign-in view.', type: 'final' },
  },
  output: ({ context }) => ({ result: context.result?.token ? context.result : null, error: context.error }),
});
