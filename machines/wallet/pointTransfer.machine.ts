import { assign, fromPromise, setup } from 'xstate';
import { pointProblem, typedPoints, type PointProblem } from '../../src/domain/wallet';

export interface PointTransferContext {
  points: string;
  problem: PointProblem | null;
}

export type PointTransferEvent =
  /** "Convert to currency now" on the "Total points" card. */
  | { type: 'points.open' }
  | { type: 'points.amount'; value: string }
  /** `minimum` is the config's loyalty_point_minimum_point, `balance` the customer's points. */
  | { type: 'points.submit'; minimum: number; balance: number }
  | { type: 'points.close' };

export const pointTransferMachine = setup({
  types: { context: {} as PointTransferContext, events: {} as PointTransferEvent, tags: {} as 'busy' | 'open' },
  actors: {
    /** Edge: POST customer/loyalty-point/point-transfer {point}; a 203 with errors is a failure. */
    transferPoints: fromPromise<{ message?: string }, { points: number }>(async () => ({})),
  },
  guards: {
    acceptable: ({ context, event }) =>
      event.type === 'points.submit' && pointProblem(context.points, event.minimum, event.balance) === null,
  },
  actions: {
    reset: assign({ points: '', problem: null }),
    setPoints: assign({
      // As typed: a decimal point or a letter is refused with its reason on Convert, never dropped.
      points: ({ event }) => (event.type === 'points.amount' ? event.value : ''),
      problem: null,
    }),
    explain: assign({
      problem: ({ context, event }) =>
        event.type === 'points.submit' ? pointProblem(context.points, event.minimum, event.balance) : null,
    }),
    /** Edge: "Point to wallet transfer successfully." (core §8). */
    notifyTransferred: () => {},
    /** Edge: refetch the profile (points and wallet balance) and both histories. */
    refreshBalances: () => {},
    showServerErrors: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'pointTransfer',
  description:
    'acc §2 "Total points" card: "Convert to currency now" asks how many points (at least the config minimum, at most the balance), posts point-transfer, then says "Point to wallet transfer successfully." and refreshes both balances; a refusal is said in plain words.',
  context: { points: '', problem: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The "Total points" card.',
      on: { 'points.open': { target: 'editing', actions: 'reset' } },
    },
    editing: {
      tags: ['open'],
      description: 'How many points to convert, with what they are worth.',
      on: {
        'points.amount': { actions: 'setPoints' },
        'points.submit': [
          { guard: 'acceptable', target: 'transferring' },
          { actions: 'explain', description: 'Too few, more than the balance, or none: said before any call.' },
        ],
        'points.close': { target: 'idle' },
      },
    },
    transferring: {
      tags: ['open', 'busy'],
      description: 'point-transfer is posted.',
      invoke: {
        id: 'transferPoints',
        src: 'transferPoints',
        input: ({ context }) => ({ points: typedPoints(context.points) }),
        onDone: { target: 'idle', actions: ['notifyTransferred', 'refreshBalances', 'reset'] },
        onError: {
          target: 'editing',
          actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
