import { assign, fromPromise, setup } from 'xstate';
import { profileChanged } from '../../src/domain/authFlow';
import { otpMachine } from '../auth/otp.machine';

export interface ProfileDraft {
  name: string;
  email: string;
  phone: string;
  password: string;
  /** Sent with a new password: the server checks it before changing anything. */
  currentPassword?: string;
  /** The chosen photo (a File in the browser), already checked for type and size. */
  image: unknown;
}

export interface ProfileCurrent {
  name: string;
  email: string;
  phone: string;
}

export interface ProfileInput {
  /** Shortens the OTP resend countdown in tests. */
  countdownSeconds?: number;
}

/** update-profile answers a message, or that a code was sent first. */
export interface ProfileAnswer {
  message?: string | null;
  otp_send?: boolean | null;
  verification_on?: 'phone' | 'email' | null;
  verification_medium?: string | null;
}

export interface ProfileContext {
  draft: ProfileDraft | null;
  verification: { on: 'phone' | 'email'; medium: string } | null;
  countdownSeconds: number | undefined;
}

export type ProfileEvent =
  | { type: 'profile.save'; draft: ProfileDraft; current: ProfileCurrent }
  | { type: 'profile.otp.cancel' }
  | { type: 'profile.delete.request' }
  | { type: 'profile.delete.confirm' }
  | { type: 'profile.delete.cancel' };

interface ListedError {
  messages?: string[];
  message?: string;
}

const messagesOf = (error: unknown): string[] => {
  const e = error as ListedError | undefined;
  if (e?.messages?.length) return e.messages;
  return [e?.message ?? 'error'];
};

/** What the profile page asks: a call runs (`busy`), the OTP dialog shows (`otp`), the deletion dialog shows (`deletionDialog`). */
export type ProfileTag = 'busy' | 'otp' | 'deletionDialog';

export const profileMachine = setup({
  types: {
    input: {} as ProfileInput,
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as ProfileTag,
  },
  actors: {
    /** Edge: POST customer/update-profile (multipart). */
    updateProfile: fromPromise<ProfileAnswer, { draft: ProfileDraft }>(async () => ({ message: null })),
    /** Edge: DELETE customer/remove-account. */
    deleteAccount: fromPromise<unknown, void>(async () => null),
    otpDialog: otpMachine,
  },
  guards: {
    hasNoChanges: ({ event }) => event.type === 'profile.save' && !profileChanged(event.current, event.draft),
    codeWasSent: ({ event }) => Boolean((event as { output?: ProfileAnswer }).output?.otp_send),
  },
  actions: {
    keepDraft: assign({ draft: ({ event }) => (event.type === 'profile.save' ? event.draft : null) }),
    /** Where the code went, as update-profile said (the OTP dialog names it). */
    rememberVerification: assign({
      verification: (_, params: { answer: ProfileAnswer }) => ({
        on: params.answer.verification_on ?? 'phone',
        medium: params.answer.verification_medium ?? 'SMS',
      }),
    }),
    /** Edge: "No changes found to update." */
    notifyNoChanges: () => {},
    /** Edge: the server's message (or "Updated successfully."). */
    notifyUpdated: (_, _params: { message: string | null }) => {},
    /** Edge: each error of the list as a toast. */
    notifyErrors: (_, _params: { messages: string[] }) => {},
    /** Edge: refetch the profile query. */
    refreshProfile: () => {},
    /** Edge: clear the token (session end). */
    endSession: () => {},
    /** Edge: "Account has been deleted." */
    notifyDeleted: () => {},
    /** Edge: go to /. */
    goLanding: () => {},
  },
}).createMachine({
  id: 'profile',
  description:
    'core §4 Profile update: save; when the server says otp_send the OTP dialog opens for the phone (firebase path optional) or the e-mail; otherwise success and the profile refreshes. Account deletion clears the token, says "Account has been deleted." and goes to /.',
  context: ({ input }) => ({ draft: null, verification: null, countdownSeconds: input.countdownSeconds }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The profile edit form.',
      on: {
        'profile.save': [
          { guard: 'hasNoChanges', actions: 'notifyNoChanges', description: '"No changes found to update."' },
          { target: 'saving', actions: 'keepDraft' },
        ],
        'profile.delete.request': { target: 'confirmingDeletion' },
      },
    },
    saving: {
      description: 'POST customer/update-profile.',
      tags: ['busy'],
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => ({ draft: context.draft! }),
        onDone: [
          {
            guard: 'codeWasSent',
            target: 'verifying',
            actions: { type: 'rememberVerification', params: ({ event }) => ({ answer: event.output }) },
            description: 'otp_send: the OTP dialog opens.',
          },
          {
            target: 'editing',
            actions: [
              { type: 'notifyUpdated', params: ({ event }) => ({ message: event.output.message ?? null }) },
              'refreshProfile',
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'notifyErrors', params: ({ event }) => ({ messages: messagesOf(event.error) }) },
        },
      },
    },
    verifying: {
      description: 'The OTP dialog for the new phone or e-mail.',
      tags: ['otp'],
      invoke: {
        id: 'otp',
        src: 'otpDialog',
        input: ({ context }) => ({
          purpose: 'profile' as const,
          channel: context.verification!.on,
          target: context.verification!.on === 'phone' ? context.draft!.phone : context.draft!.email,
          firebase: context.verification!.medium === 'firebase',
          payload: {
            draft: context.draft,
            verification_on: context.verification!.on,
            verification_medium: context.verification!.medium,
          },
          ...(context.countdownSeconds !== undefined ? { countdownSeconds: context.countdownSeconds } : {}),
        }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'notifyUpdated', params: { message: null } }, 'refreshProfile'],
        },
      },
      on: { 'profile.otp.cancel': { target: 'editing' } },
    },
    confirmingDeletion: {
      description: 'Asks before deleting the account.',
      tags: ['deletionDialog'],
      on: {
        'profile.delete.confirm': { target: 'deleting' },
        'profile.delete.cancel': { target: 'editing' },
      },
    },
    deleting: {
      description: 'DELETE customer/remove-account.',
      tags: ['deletionDialog', 'busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        onDone: { target: 'deleted' },
        onError: {
          target: 'editing',
          actions: { type: 'notifyErrors', params: ({ event }) => ({ messages: messagesOf(event.error) }) },
          description: 'e.g. ongoing orders (203).',
        },
      },
    },
    deleted: {
      description: 'Token cleared, "Account has been deleted.", /.',
      type: 'final',
      entry: ['endSession', 'notifyDeleted', 'goLanding'],
    },
  },
});
