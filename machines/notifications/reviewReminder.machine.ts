import { assign, fromPromise, setup } from 'xstate';

export interface ReviewReminderContext {
  orderId: number | null;
  images: string[];
}

export interface ReminderAnswer {
  orderId: number | null;
  images: string[];
}

export type ReviewReminderEvent =
  /** "Write a review" on the reminder card. */
  | { type: 'reminder.review' }
  /** "Not now" (or the card's close): the server is told never to ask about this order again. */
  | { type: 'reminder.dismiss' };

export const reviewReminderMachine = setup({
  types: { context: {} as ReviewReminderContext, events: {} as ReviewReminderEvent, tags: {} as 'asking' | 'busy' },
  actors: {
    /** Edge: GET customer/review-reminder (signed in only). */
    fetchReminder: fromPromise<ReminderAnswer>(async () => ({ orderId: null, images: [] })),
    /** Edge: GET customer/review-reminder-cancel?order_id=. */
    cancelReminder: fromPromise<void, { orderId: number }>(async () => {}),
  },
  guards: {
    hasOrder: ({ event }) => (event as { output?: ReminderAnswer }).output?.orderId != null,
  },
  actions: {
    keep: assign(({ event }) => {
      const out = (event as { output?: ReminderAnswer }).output;
      return { orderId: out?.orderId ?? null, images: out?.images ?? [] };
    }),
  },
}).createMachine({
  id: 'reviewReminder',
  description:
    'turn4 §4.6 on /home, signed in: the newest delivered order not yet reviewed or dismissed is offered for a review once. "Write a review" opens its review page; "Not now" tells the server (review-reminder-cancel) so it is never asked again. The server decides: a reviewed or dismissed order is never answered again.',
  context: { orderId: null, images: [] },
  initial: 'checking',
  states: {
    checking: {
      description: 'review-reminder is asked once, after the first screen.',
      invoke: {
        id: 'fetchReminder',
        src: 'fetchReminder',
        onDone: [
          { guard: 'hasOrder', target: 'asking', actions: 'keep' },
          { target: 'quiet', description: 'No delivered order waits for a review.' },
        ],
        onError: { target: 'quiet', description: 'A failed check says nothing: a reminder is not worth an error.' },
      },
    },
    asking: {
      tags: ['asking'],
      description: 'The card: "How was your order?" with the items\' pictures, "Write a review" and "Not now".',
      on: {
        'reminder.review': {
          target: 'quiet',
          description:
            "The card's link opens /review?order_id= (a posted review ends the reminder on the server); the card is gone on the way back.",
        },
        'reminder.dismiss': { target: 'dismissing' },
      },
    },
    dismissing: {
      tags: ['busy'],
      description: 'The card is gone at once; the server is told not to ask about this order again.',
      invoke: {
        id: 'cancelReminder',
        src: 'cancelReminder',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: { target: 'quiet' },
        onError: {
          target: 'quiet',
          description: 'Not told: the reminder may come back on a later visit, nothing else is lost.',
        },
      },
    },
    quiet: {
      type: 'final',
      description: 'Nothing to ask on this visit.',
    },
  },
});
