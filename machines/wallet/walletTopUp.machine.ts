import { assign, fromPromise, setup } from 'xstate';
import { topUpAmount, topUpProblems, type TopUpProblem } from '../../src/domain/wallet';

export interface WalletTopUpInput {
  /** The `flag` the payment page returned with (acc §2: back at /profile?page=wallet&flag=…), if any. */
  flag?: 'success' | 'fail' | null;
}

export interface WalletTopUpContext {
  amount: string;
  method: string | null;
  /** Shown after a submit that the form refused (acc §5 wording, translated by the view). */
  problems: TopUpProblem[];
  flag: 'success' | 'fail' | null;
}

export type WalletTopUpEvent =
  /** "Add fund" on the wallet card; `firstMethod` is the first active payment method (preselected, acc §5). */
  | { type: 'topUp.open'; firstMethod: string | null }
  | { type: 'topUp.amount'; value: string }
  | { type: 'topUp.method'; gateway: string }
  /** The payment methods became known while the dialog is open (the config arrived after "Add fund"). */
  | { type: 'topUp.methods'; firstMethod: string | null }
  | { type: 'topUp.submit' }
  | { type: 'topUp.close' }
  /** The success or failure message after the payment page is dismissed. */
  | { type: 'result.dismiss' };

export const walletTopUpMachine = setup({
  types: {
    tags: {} as 'busy' | 'editing' | 'form' | 'paid' | 'result',
    context: {} as WalletTopUpContext,
    events: {} as WalletTopUpEvent,
    input: {} as WalletTopUpInput,
  },
  actors: {
    /** Edge: POST customer/wallet/add-fund {amount, payment_method, payment_platform:'web', callback}; answers the redirect_link. */
    addFund: fromPromise<{ redirect_link: string }, { amount: number; method: string }>(async () => ({
      redirect_link: '',
    })),
  },
  guards: {
    returnedPaid: ({ context }) => context.flag === 'success',
    returnedUnpaid: ({ context }) => context.flag === 'fail',
    formReady: ({ context }) => topUpProblems(context.amount, context.method).length === 0,
    noMethodChosen: ({ context, event }) =>
      context.method === null && event.type === 'topUp.methods' && event.firstMethod !== null,
  },
  actions: {
    prefill: assign({
      amount: '',
      problems: [],
      method: ({ event }) => (event.type === 'topUp.open' ? event.firstMethod : null),
    }),
    // A typed "-5" is kept as typed and refused at once, so it is never quietly paid as 5.
    setAmount: assign(({ event }) => {
      const amount = event.type === 'topUp.amount' ? event.value : '';
      return {
        amount,
        problems: topUpProblems(amount, 'chosen').filter((p) => p === 'amountNotPositive' && /^\s*-/.test(amount)),
      };
    }),
    setMethod: assign({ method: ({ event }) => (event.type === 'topUp.method' ? event.gateway : null), problems: [] }),
    preselect: assign({
      method: ({ context, event }) => (event.type === 'topUp.methods' ? event.firstMethod : context.method),
      problems: [],
    }),
    showProblems: assign({ problems: ({ context }) => topUpProblems(context.amount, context.method) }),
    forgetFlag: assign({ flag: null }),
    /** Edge: the browser leaves for the payment page. */
    goToPaymentPage: (_, _params: { url: string }) => {},
    /** Edge: each listed error toasted (acc §8 Wallet top-up error). */
    showServerErrors: (_, _params: { error: unknown }) => {},
    /** Edge: refetch the profile (balance) and the wallet history; drop the flag from the address. */
    refreshWallet: () => {},
  },
}).createMachine({
  id: 'walletTopUp',
  description:
    'acc §2 Wallet card, §4 Wallet top-up, §5 validation: "Add fund" opens "Add Fund to Wallet" with the first active method preselected; submit (disabled at 0 or less) sets loading, posts add-fund and sends the browser to the returned redirect_link; an error clears loading and toasts each message. The payment page returns to /profile?page=wallet&flag=success|fail, which shows the outcome and the new balance.',
  context: ({ input }) => ({ amount: '', method: null, problems: [], flag: input.flag ?? null }),
  initial: 'arriving',
  states: {
    arriving: {
      description: 'Reads the flag the payment page came back with.',
      always: [
        { guard: 'returnedPaid', target: 'paid', actions: 'refreshWallet' },
        { guard: 'returnedUnpaid', target: 'notPaid', actions: 'refreshWallet' },
        { target: 'idle' },
      ],
    },
    paid: {
      tags: ['result', 'paid'],
      description: 'Back from the payment page, paid: the success message and the new balance.',
      on: {
        'result.dismiss': { target: 'idle', actions: 'forgetFlag' },
        'topUp.open': { target: 'editing', actions: ['forgetFlag', 'prefill'] },
      },
    },
    notPaid: {
      tags: ['result'],
      description: 'Back from the payment page without paying: the failure message; the balance is unchanged.',
      on: {
        'result.dismiss': { target: 'idle', actions: 'forgetFlag' },
        'topUp.open': { target: 'editing', actions: ['forgetFlag', 'prefill'] },
      },
    },
    idle: {
      description: 'The wallet card with its balance, the tooltip and "Add fund".',
      on: { 'topUp.open': { target: 'editing', actions: 'prefill' } },
    },
    editing: {
      tags: ['form', 'editing'],
      description: '"Add Fund to Wallet": amount ("Enter Amount") and the payment methods.',
      on: {
        'topUp.amount': { actions: 'setAmount' },
        'topUp.method': { actions: 'setMethod' },
        'topUp.methods': {
          guard: 'noMethodChosen',
          actions: 'preselect',
          description:
            'The methods arrived after the dialog opened: the first active one is preselected (acc §5), unless one is chosen.',
        },
        'topUp.submit': [
          { guard: 'formReady', target: 'submitting' },
          { actions: 'showProblems', description: '"Please Enter amount" / "Payment method is required".' },
        ],
        'topUp.close': { target: 'idle' },
      },
    },
    submitting: {
      tags: ['form', 'busy'],
      description: 'Loading: add-fund is posted.',
      invoke: {
        id: 'addFund',
        src: 'addFund',
        input: ({ context }) => ({ amount: topUpAmount(context.amount), method: context.method! }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'goToPaymentPage', params: ({ event }) => ({ url: event.output.redirect_link }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
          description: 'Loading cleared; each error toasted.',
        },
      },
    },
    redirecting: {
      tags: ['form', 'busy'],
      description: 'The browser is on its way to the payment page.',
      type: 'final',
    },
  },
});
