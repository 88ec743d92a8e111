import { assign, setup, fromPromise } from 'xstate';
import { OTP_LENGTH } from '../../src/domain/authForms';
import { OTP_RESEND_SECONDS, type AuthAnswer } from '../../src/domain/authFlow';

/** Why the code was sent; the edge picks the calls that verify and resend it. */
export type OtpPurpose = 'otpLogin' | 'verifyLogin' | 'verifySignUp' | 'profile';

export interface OtpInput {
  purpose: OtpPurpose;
  channel: 'phone' | 'email';
  /** The phone number or e-mail address the code went to. */
  target: string;
  /** Phone codes go through the phone-auth provider (firebase_otp_verification = 1). */
  firebase: boolean;
  /** What the edge needs to repeat the call that sent the code (the form values). */
  payload?: Record<string, unknown>;
  /** The resend countdown; the spec's 60 s unless a test shortens it. */
  countdownSeconds?: number;
}

export interface OtpContext extends Required<Omit<OtpInput, 'payload'>> {
  payload: Record<string, unknown>;
  code: string;
  sessionInfo: string | null;
  secondsLeft: number;
  error: string | null;
  result: AuthAnswer | null;
}

export type OtpEvent = { type: 'otp.code.change'; code: string } | { type: 'otp.verify' } | { type: 'otp.resend' };

export interface SendCodeInput {
  purpose: OtpPurpose;
  channel: 'phone' | 'email';
  target: string;
  firebase: boolean;
  payload: Record<string, unknown>;
  resend: boolean;
}

export interface VerifyCodeInput extends Omit<SendCodeInput, 'resend'> {
  code: string;
  sessionInfo: string | null;
}

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'error';

/** What the OTP dialog asks: Resend may be pressed (`canResend`), a code is on its way (`sending`), the code is checked (`verifying`). */
export type OtpTag = 'canResend' | 'sending' | 'verifying';

export const otpMachine = setup({
  types: {
    input: {} as OtpInput,
    context: {} as OtpContext,
    events: {} as OtpEvent,
    output: {} as { result: AuthAnswer | null },
    tags: {} as OtpTag,
  },
  actors: {
    /** Edge: sends (or resends) the code; the firebase path answers the provider's session info. */
    sendCode: fromPromise<{ sessionInfo: string | null }, SendCodeInput>(async () => ({ sessionInfo: null })),
    /** Edge: checks the code with the server; answers the login result when there is one. */
    verifyCode: fromPromise<AuthAnswer | null, VerifyCodeInput>(async () => null),
  },
  guards: {
    sendsThroughProvider: ({ context }) => context.firebase && context.channel === 'phone',
    hasAllDigits: ({ context }) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(context.code),
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    setCode: assign({
      code: ({ event }) => (event.type === 'otp.code.change' ? event.code.replace(/\D/g, '').slice(0, OTP_LENGTH) : ''),
      error: null,
    }),
    countDown: assign({ secondsLeft: ({ context }) => Math.max(context.secondsLeft - 1, 0) }),
    restartCountdown: assign({ secondsLeft: ({ context }) => context.countdownSeconds }),
    /** The provider's session id for the code; a resend without one keeps the earlier id. */
    keepSessionInfo: assign({
      sessionInfo: ({ context }, params: { sessionInfo: string | null }) => params.sessionInfo ?? context.sessionInfo,
    }),
    /** The failure's message, kept for the dialog (and cleared when the customer tries again). */
    keepError: assign({ error: (_, params: { message: string | null }) => params.message }),
    keepResult: assign({ result: (_, params: { result: AuthAnswer | null }) => params.result }),
    /** A refused code is not worth editing digit by digit: the boxes empty for the next one. */
    clearCode: assign({ code: '' }),
    /** Edge: toast the server's message (acc §8 OTP failure; firebase send failure). */
    notifyError: (_, _params: { message: string }) => {},
  },
  delays: {
    /** The countdown shows whole seconds. */
    tick: 1000,
  },
}).createMachine({
  id: 'otp',
  description:
    'acc §2 OTP dialog and §4 OTP: "OTP Verification", six boxes, Verify enabled only at six digits, a 60-second countdown after sending; "Didn’t receive the code?" and Resend, disabled until 0, restart the countdown at 60. Failures show the server message.',
  context: ({ input }) => ({
    purpose: input.purpose,
    channel: input.channel,
    target: input.target,
    firebase: input.firebase,
    payload: input.payload ?? {},
    countdownSeconds: input.countdownSeconds ?? OTP_RESEND_SECONDS,
    code: '',
    sessionInfo: null,
    secondsLeft: input.countdownSeconds ?? OTP_RESEND_SECONDS,
    error: null,
    result: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description:
        'The server already sent the code with its answer; on the firebase path the phone-auth provider sends it now.',
      always: [{ guard: 'sendsThroughProvider', target: 'sending' }, { target: 'active' }],
    },
    sending: {
      description: 'The phone-auth provider sends the code.',
      tags: ['sending'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ ...context, resend: false }),
        onDone: {
          target: 'active',
          actions: { type: 'keepSessionInfo', params: ({ event }) => ({ sessionInfo: event.output.sessionInfo }) },
        },
        onError: {
          target: 'sendFailed',
          actions: [
            { type: 'keepError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          ],
          description: 'Firebase send failure: its message.',
        },
      },
    },
    sendFailed: {
      description: 'The code could not be sent; Resend tries again.',
      tags: ['canResend'],
      on: { 'otp.resend': { target: 'sending', actions: { type: 'keepError', params: { message: null } } } },
    },
    active: {
      description: 'The code was sent: the customer types it while the resend countdown runs.',
      type: 'parallel',
      states: {
        entry: {
          description: 'The six boxes and Verify.',
          initial: 'editing',
          states: {
            editing: {
              description: 'Verify is enabled only when six digits are entered.',
              on: {
                'otp.code.change': { actions: 'setCode' },
                'otp.verify': { guard: 'hasAllDigits', target: 'verifying', description: 'Only with six digits.' },
              },
            },
            verifying: {
              description: 'The code is checked.',
              tags: ['verifying'],
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  purpose: context.purpose,
                  channel: context.channel,
                  target: context.target,
                  firebase: context.firebase,
                  payload: context.payload,
                  code: context.code,
                  sessionInfo: context.sessionInfo,
                }),
                onDone: {
                  target: '#otp.verified',
                  actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
                },
                onError: {
                  target: 'editing',
                  actions: [
                    'clearCode',
                    { type: 'keepError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                    { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                  ],
                  description: 'OTP failure: the server message; the boxes empty, ready for a new code.',
                },
              },
            },
          },
        },
        timer: {
          description: 'The resend countdown.',
          initial: 'counting',
          states: {
            counting: {
              description: 'Resend is disabled; the seconds left are shown.',
              after: {
                tick: [
                  { guard: 'isLastSecond', target: 'ready', actions: 'countDown' },
                  { target: 'counting', reenter: true, actions: 'countDown' },
                ],
              },
            },
            ready: {
              description: 'The countdown reached 0: "Didn’t receive the code?" Resend is enabled.',
              tags: ['canResend'],
              on: { 'otp.resend': { target: 'resending' } },
            },
            resending: {
              description: 'A new code is requested.',
              tags: ['sending'],
              invoke: {
                id: 'resendCode',
                src: 'sendCode',
                input: ({ context }) => ({ ...context, resend: true }),
                onDone: {
                  target: 'counting',
                  actions: [
                    'restartCountdown',
                    { type: 'keepSessionInfo', params: ({ event }) => ({ sessionInfo: event.output.sessionInfo }) },
                  ],
                  description: 'The countdown restarts at 60.',
                },
                onError: {
                  target: 'ready',
                  actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                },
              },
            },
          },
        },
      },
    },
    verified: {
      description: 'The code was accepted.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ result: context.result }),
});
