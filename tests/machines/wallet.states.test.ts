import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { WalletTopUpContext } from '../../machines/wallet/walletTopUp.machine';
import type { PointTransferContext } from '../../machines/wallet/pointTransfer.machine';
import { expectStates, stepActions as said, type Expectations, type StepView } from '../tools/expectations';

/** The named effects of a step (actions that do more than update the context), with their parameters. */
const lastOf = <T extends string>(v: StepView<unknown>, type: T) =>
  [...v.events].reverse().find((e) => e.type === type);

const topUp: Expectations<WalletTopUpContext> = {
  idle: {
    sees: 'the wallet card with its balance and "Add fund"',
    tags: [],
    check: (v) => {
      // Straight from a page without a flag, or after the result was dismissed: nothing toasted, no call.
      expect(said(v)).toEqual([]);
      expect(v.context.flag).toBeNull();
    },
  },
  paid: {
    sees: 'back from the payment page, paid: the success message and the new balance',
    tags: ['result', 'paid'],
    context: { flag: 'success' },
    check: (v) => expect(said(v)).toEqual(['refreshWallet']),
  },
  notPaid: {
    sees: 'back from the payment page unpaid: the failure message, the balance unchanged (refetched all the same)',
    tags: ['result'],
    context: { flag: 'fail' },
    check: (v) => expect(said(v)).toEqual(['refreshWallet']),
  },
  editing: {
    sees: '"Add Fund to Wallet" with the amount and the payment methods, the first active one preselected',
    tags: ['form', 'editing'],
    check: (v) => {
      expect(v.context.flag).toBeNull();
      const open = lastOf(v, 'topUp.open');
      if (v.event?.type === 'topUp.open')
        expect(v.context).toMatchObject({ amount: '', problems: [], method: open!.firstMethod });
      // acc §5: a refused submit names what is missing, before any call.
      if (v.event?.type === 'topUp.submit') expect(v.context.problems.length).toBeGreaterThan(0);
      if (v.event?.type === 'topUp.amount' || v.event?.type === 'topUp.method') expect(v.context.problems).toEqual([]);
      // A server refusal clears the loading and toasts each message; the typed amount stays.
      if (v.event?.type.startsWith('xstate.error')) expect(said(v)).toEqual(['showServerErrors']);
    },
  },
  submitting: {
    sees: 'Add fund loading while add-fund is posted with the typed amount and chosen method',
    tags: ['form', 'busy'],
    calls: ['addFund'],
    check: (v) => {
      const call = v.step.effects.find((e) => e.kind === 'call');
      expect(call && 'input' in call ? call.input : null).toEqual({
        amount: Number(v.context.amount),
        method: v.context.method,
      });
      expect(v.context.problems).toEqual([]);
    },
  },
  redirecting: {
    sees: 'the browser leaves for the payment page the server named',
    tags: ['form', 'busy'],
    check: (v) => expect(said(v)).toEqual(['goToPaymentPage']),
  },
};

const points: Expectations<PointTransferContext> = {
  idle: {
    sees: 'the "Total points" card with "Convert to currency now"',
    tags: [],
    check: (v) => {
      // core §8: a transfer that went through says so and refreshes both balances; the form is emptied.
      if (v.event?.type.startsWith('xstate.done')) expect(said(v)).toEqual(['notifyTransferred', 'refreshBalances']);
      else expect(said(v)).toEqual([]);
      // Emptied after a transfer; a closed form keeps its number until it is opened again (open resets it).
      if (v.event?.type.startsWith('xstate.done') || !v.event) expect(v.context).toEqual({ points: '', problem: null });
    },
  },
  editing: {
    sees: 'how many points to convert, and what is wrong with the number when a submit was refused',
    tags: ['open'],
    check: (v) => {
      if (v.event?.type === 'points.open') expect(v.context).toEqual({ points: '', problem: null });
      if (v.event?.type === 'points.amount') expect(v.context.points).toMatch(/^\d*$/);
      if (v.event?.type === 'points.submit') expect(v.context.problem).not.toBeNull();
      if (v.event?.type.startsWith('xstate.error')) expect(said(v)).toEqual(['showServerErrors']);
    },
  },
  transferring: {
    sees: 'the transfer is posted with the typed number of points',
    tags: ['open', 'busy'],
    calls: ['transferPoints'],
    check: (v) => {
      const call = v.step.effects.find((e) => e.kind === 'call');
      expect(call && 'input' in call ? call.input : null).toEqual({ points: Number(v.context.points) });
    },
  },
};

describe('wallet machines, state by state', () => {
  it(
    'acc §2 Wallet card, §4 Wallet top-up: every state a path reaches holds what the spec says',
    { timeout: 120_000 },
    () => {
      expectStates(catalog.walletTopUp!, topUp);
    },
  );
  it('acc §2 Total points: every state a path reaches holds what the spec says', { timeout: 120_000 }, () => {
    expectStates(catalog.pointTransfer!, points);
  });
});
