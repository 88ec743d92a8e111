import { assign, fromPromise, setup } from 'xstate';

export interface InterestsInput {
  /** The categories chosen last time on this device (the platform's answers never list them). */
  chosen: readonly number[];
}

export interface InterestsContext {
  chosen: number[];
}

export type InterestsEvent =
  { type: 'interest.toggle'; id: number } | { type: 'interest.save' } | { type: 'interest.skip' };

export const interestsMachine = setup({
  types: {
    input: {} as InterestsInput,
    context: {} as InterestsContext,
    events: {} as InterestsEvent,
    tags: {} as 'choosing' | 'saving',
  },
  actors: {
    /** Edge: POST customer/update-interest with the ids (turn4 §4.3). */
    saveInterests: fromPromise<{ message?: string }, { ids: number[] }>(async () => ({})),
  },
  actions: {
    /** Edge: keep the choice on the device, to show it chosen next time. */
    rememberChoice: (_, _params: { ids: number[] }) => {},
    /** Edge: "Interests saved." */
    notifySaved: () => {},
    /** Edge: the server's words, or a generic failure. */
    showError: (_, _params: { error: unknown }) => {},
    /** Edge: onwards (/home after sign-up or sign-in, back to the profile when opened from there). */
    goOn: () => {},
  },
  guards: {
    hasChoice: ({ context }) => context.chosen.length > 0,
  },
}).createMachine({
  id: 'interests',
  description:
    'acc §2 /interest and turn4 §4.3: after sign-up or sign-in (zone set, not parcel) or from the profile, the customer picks categories; Save sends them to the account (customer/update-interest, merged into what was saved) and goes on; Skip goes on without saving; a refused save says why and keeps the choice.',
  context: ({ input }) => ({ chosen: [...input.chosen] }),
  initial: 'choosing',
  states: {
    choosing: {
      tags: ['choosing'],
      description: 'The categories as buttons, the chosen ones pressed; Save needs at least one.',
      on: {
        'interest.toggle': {
          actions: assign({
            chosen: ({ context, event }) =>
              context.chosen.includes(event.id)
                ? context.chosen.filter((c) => c !== event.id)
                : [...context.chosen, event.id],
          }),
        },
        'interest.save': { guard: 'hasChoice', target: 'saving' },
        'interest.skip': { target: 'done', actions: 'goOn', description: 'Nothing is saved.' },
      },
    },
    saving: {
      tags: ['saving'],
      description: 'Save is busy until the account answers.',
      invoke: {
        id: 'saveInterests',
        src: 'saveInterests',
        input: ({ context }) => ({ ids: context.chosen }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'rememberChoice', params: ({ context }) => ({ ids: context.chosen }) },
            'notifySaved',
            'goOn',
          ],
        },
        onError: {
          target: 'choosing',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final', description: 'Gone on.' },
  },
});
