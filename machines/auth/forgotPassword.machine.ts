import { assign, fromPromise, setup } from 'xstate';

export type ResetMethod = 'phone' | 'email';

export interface ForgotPasswordContext {
  method: ResetMethod;
  contact: string;
  code: string;
  /** Config `firebase_otp_verification` is 1: phone codes go through the phone-auth provider (acc §7). */
  firebase: boolean;
  /** The provider's session id for the code it sent; null on the server's e-mail/SMS path. */
  sessionInfo: string | null;
}

export interface ForgotPasswordInput {
  firebase?: boolean;
}

export type ForgotPasswordEvent =
  | { type: 'forgot.request.submit'; method: ResetMethod; contact: string }
  | { type: 'forgot.code.submit'; code: string }
  | { type: 'forgot.code.resend' }
  | { type: 'forgot.password.submit'; password: string; confirmPassword: string }
  | { type: 'forgot.back' };

/**
 * What the view asks: which step's screen to show (`step.request`, `step.code`, `step.password`) and whether a
 * call is under way (`busy`). A state carries its step's tag while its request runs, so the screen stays put.
 */
export type ForgotPasswordTag = 'step.request' | 'step.code' | 'step.password' | 'busy';

export interface ResetRequest {
  method: ResetMethod;
  contact: string;
}

/** The answer to the request step: a message, or an errors list (whose first entry is shown). */
export interface RequestAnswer {
  message?: string | null;
  errors?: Array<{ message: string }> | null;
}

interface ListedError {
  details?: Array<{ message: string }>;
}

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'error';
const firstListed = (error: unknown): string | null =>
  (error as ListedError | undefined)?.details?.[0]?.message ?? null;

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    input: {} as ForgotPasswordInput | undefined,
    events: {} as ForgotPasswordEvent,
    tags: {} as ForgotPasswordTag,
  },
  actors: {
    /** Edge: POST auth/forgot-password. */
    requestCode: fromPromise<RequestAnswer, ResetRequest>(async () => ({ message: null })),
    /** Edge: POST auth/verify-token. */
    verifyCode: fromPromise<unknown, ResetRequest & { code: string }>(async () => null),
    /** Edge: PUT auth/reset-password. */
    resetPassword: fromPromise<
      { message?: string | null },
      ResetRequest & { code: string; password: string; confirmPassword: string }
    >(async () => ({ message: null })),
    /** Edge: the phone-auth provider texts the code (the firebase send) and answers its session id. */
    sendProviderCode: fromPromise<{ sessionInfo: string }, { phone: string }>(async () => ({ sessionInfo: '' })),
    /** Edge: PUT auth/firebase-reset-password {phoneNumber, sessionInfo, code}. */
    verifyProviderCode: fromPromise<unknown, { phone: string; sessionInfo: string; code: string }>(async () => null),
  },
  guards: {
    /** acc §7: with firebase_otp_verification on, a phone reset code is sent by the provider, not by forgot-password. */
    sendsThroughProvider: ({ context, event }) =>
      context.firebase && event.type === 'forgot.request.submit' && event.method === 'phone',
    /** The code on screen came from the provider, so the provider path checks it (and sends it again). */
    sentThroughProvider: ({ context }) => context.sessionInfo !== null,
    answeredWithErrors: ({ event }) => Boolean((event as { output?: RequestAnswer }).output?.errors?.length),
    failedWithErrorList: ({ event }) => firstListed((event as { error?: unknown }).error) !== null,
  },
  actions: {
    /** The contact the code goes to, as the customer typed it (trimmed). */
    keepContact: assign((_, params: { method: ResetMethod; contact: string }) => ({
      method: params.method,
      contact: params.contact.trim(),
      sessionInfo: null,
    })),
    keepSession: assign({ sessionInfo: (_, params: { sessionInfo: string }) => params.sessionInfo }),
    keepCode: assign({ code: (_, params: { code: string }) => params.code.trim() }),
    /** Edge: a success toast with the server message. */
    notifySuccess: (_, _params: { message: string | null }) => {},
    /** Edge: an error toast with the server message. */
    notifyError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'forgotPassword',
  description:
    'acc §2/§4/§7 Forgot password: step 0 request a code (phone: exactly 10 digits, or e-mail; a phone code goes through the firebase send when firebase_otp_verification is 1), step 1 enter the 6-digit code, step 2 set a new password (at least 8 characters, as the platform API enforces, though the specification says 6; confirmation equal); success closes the modal. An answer with an errors list shows its first message and advances; otherwise the success message is shown.',
  context: ({ input }) => ({
    method: 'phone',
    contact: '',
    code: '',
    firebase: input?.firebase === true,
    sessionInfo: null,
  }),
  initial: 'request',
  states: {
    request: {
      description: 'Step 0: phone or e-mail.',
      tags: ['step.request'],
      on: {
        'forgot.request.submit': [
          {
            guard: 'sendsThroughProvider',
            target: 'sendingByProvider',
            actions: { type: 'keepContact', params: ({ event }) => ({ method: event.method, contact: event.contact }) },
            description: 'firebase_otp_verification is 1 and the code goes to a phone: the provider sends it.',
          },
          {
            target: 'requesting',
            actions: { type: 'keepContact', params: ({ event }) => ({ method: event.method, contact: event.contact }) },
          },
        ],
      },
    },
    requesting: {
      description: 'POST auth/forgot-password.',
      tags: ['step.request', 'busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ method: context.method, contact: context.contact }),
        onDone: [
          {
            guard: 'answeredWithErrors',
            target: 'code',
            actions: { type: 'notifyError', params: ({ event }) => ({ message: event.output.errors![0]!.message }) },
            description: 'An errors list: its first message, and the flow advances.',
          },
          {
            target: 'code',
            actions: { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message ?? null }) },
          },
        ],
        onError: [
          {
            guard: 'failedWithErrorList',
            target: 'code',
            actions: { type: 'notifyError', params: ({ event }) => ({ message: firstListed(event.error)! }) },
            description: 'An errors list: its first message, and the flow advances.',
          },
          {
            target: 'request',
            actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          },
        ],
      },
    },
    sendingByProvider: {
      description: 'The firebase send: the phone-auth provider texts the code and answers its session id.',
      tags: ['step.request', 'busy'],
      invoke: {
        id: 'sendProviderCode',
        src: 'sendProviderCode',
        input: ({ context }) => ({ phone: context.contact }),
        onDone: {
          target: 'code',
          actions: { type: 'keepSession', params: ({ event }) => ({ sessionInfo: event.output.sessionInfo }) },
        },
        onError: {
          target: 'request',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          description: 'acc §8 Firebase send failure: the error message.',
        },
      },
    },
    code: {
      description: 'Step 1: the 6-digit code.',
      tags: ['step.code'],
      on: {
        'forgot.code.submit': [
          {
            guard: 'sentThroughProvider',
            target: 'verifyingByProvider',
            actions: { type: 'keepCode', params: ({ event }) => ({ code: event.code }) },
          },
          { target: 'verifying', actions: { type: 'keepCode', params: ({ event }) => ({ code: event.code }) } },
        ],
        'forgot.code.resend': [{ guard: 'sentThroughProvider', target: 'sendingByProvider' }, { target: 'requesting' }],
        'forgot.back': { target: 'request' },
      },
    },
    verifying: {
      description: 'POST auth/verify-token.',
      tags: ['step.code', 'busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ method: context.method, contact: context.contact, code: context.code }),
        onDone: { target: 'password' },
        onError: {
          target: 'code',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    verifyingByProvider: {
      description:
        "PUT auth/firebase-reset-password: the server checks the provider's code, which then serves as the reset token.",
      tags: ['step.code', 'busy'],
      invoke: {
        id: 'verifyProviderCode',
        src: 'verifyProviderCode',
        input: ({ context }) => ({
          phone: context.contact,
          sessionInfo: context.sessionInfo ?? '',
          code: context.code,
        }),
        onDone: { target: 'password' },
        onError: {
          target: 'code',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    password: {
      description: 'Step 2: the new password (at least 8 characters) and its confirmation.',
      tags: ['step.password'],
      on: { 'forgot.password.submit': { target: 'resetting' } },
    },
    resetting: {
      description: 'PUT auth/reset-password.',
      tags: ['step.password', 'busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          const e = event as Extract<ForgotPasswordEvent, { type: 'forgot.password.submit' }>;
          return {
            method: context.method,
            contact: context.contact,
            code: context.code,
            password: e.password,
            confirmPassword: e.confirmPassword,
          };
        },
        onDone: {
          target: 'done',
          actions: { type: 'notifySuccess', params: ({ event }) => ({ message: event.output?.message ?? null }) },
        },
        onError: {
          target: 'password',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    done: { description: 'The password was changed; the modal closes.', type: 'final' },
  },
});
