import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import { walletTopUpMachine } from '../../machines/wallet/walletTopUp.machine';
import { pointTransferMachine } from '../../machines/wallet/pointTransfer.machine';
import { coverage, modelPaths } from '../tools/model';
import { pointProblem, pointsToMoney, topUpProblems, typedPoints, withoutWalletFlag } from '../../src/domain/wallet';

const tick = () => new Promise((r) => setTimeout(r, 0));

function topUp(flag: 'success' | 'fail' | null, addFund: () => Promise<{ redirect_link: string }>) {
  const calls: string[] = [];
  const actor = createActor(
    walletTopUpMachine.provide({
      actors: {
        addFund: fromPromise(async ({ input }) => {
          calls.push(`addFund:${input.amount}:${input.method}`);
          return addFund();
        }),
      },
      actions: {
        goToPaymentPage: (_, { url }) => void calls.push(`go:${url}`),
        showServerErrors: () => void calls.push('errors'),
        refreshWallet: () => void calls.push('refresh'),
      },
    }),
    { input: { flag } },
  ).start();
  return { actor, calls };
}

describe('walletTopUp machine', () => {
  it('acc §4 Wallet top-up: the first active method is preselected; submit posts and goes to the redirect_link', async () => {
    const { actor, calls } = topUp(null, async () => ({ redirect_link: 'http://x/payment/pay?payment_id=1' }));
    actor.send({ type: 'topUp.open', firstMethod: 'stripe' });
    expect(actor.getSnapshot().context.method).toBe('stripe');
    actor.send({ type: 'topUp.amount', value: '250' });
    actor.send({ type: 'topUp.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await tick();
    expect(calls).toEqual(['addFund:250:stripe', 'go:http://x/payment/pay?payment_id=1']);
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it('acc §5: methods that arrive after "Add fund" preselect the first one, never over a chosen one', () => {
    const { actor } = topUp(null, async () => ({ redirect_link: '' }));
    actor.send({ type: 'topUp.open', firstMethod: null });
    expect(actor.getSnapshot().context.method).toBeNull();
    expect(actor.getSnapshot().context.problems).toEqual([]);
    actor.send({ type: 'topUp.methods', firstMethod: 'stripe' });
    expect(actor.getSnapshot().context.method).toBe('stripe');
    actor.send({ type: 'topUp.method', gateway: 'paypal' });
    actor.send({ type: 'topUp.methods', firstMethod: 'stripe' });
    expect(actor.getSnapshot().context.method).toBe('paypal');
  });

  it('acc §5 Wallet top-up: "Please Enter amount" and "Payment method is required" before any call', () => {
    const { actor, calls } = topUp(null, async () => ({ redirect_link: '' }));
    actor.send({ type: 'topUp.open', firstMethod: null });
    actor.send({ type: 'topUp.submit' });
    expect(actor.getSnapshot().context.problems).toEqual(['amountRequired', 'methodRequired']);
    actor.send({ type: 'topUp.amount', value: '0' });
    actor.send({ type: 'topUp.method', gateway: 'paypal' });
    actor.send({ type: 'topUp.submit' });
    expect(actor.getSnapshot().context.problems).toEqual(['amountNotPositive']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });

  it('acc §8 Wallet top-up error: each error toasted and loading cleared', async () => {
    const { actor, calls } = topUp(null, () => Promise.reject(new Error('no')));
    actor.send({ type: 'topUp.open', firstMethod: 'stripe' });
    actor.send({ type: 'topUp.amount', value: '10' });
    actor.send({ type: 'topUp.submit' });
    await tick();
    expect(calls).toEqual(['addFund:10:stripe', 'errors']);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('acc §2: back at /profile?page=wallet with flag=success or fail, the outcome shows and the balance is refetched', () => {
    expect(topUp('success', async () => ({ redirect_link: '' })).actor.getSnapshot().value).toBe('paid');
    const failed = topUp('fail', async () => ({ redirect_link: '' }));
    expect(failed.actor.getSnapshot().value).toBe('notPaid');
    expect(failed.calls).toEqual(['refresh']);
    failed.actor.send({ type: 'result.dismiss' });
    expect(failed.actor.getSnapshot().value).toBe('idle');
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.walletTopUp!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  }, 60_000);
});

describe('pointTransfer machine', () => {
  it('core §8 "Point to wallet transfer successfully.": at least the minimum, at most the balance, then both balances refresh', async () => {
    const calls: string[] = [];
    const actor = createActor(
      pointTransferMachine.provide({
        actors: {
          transferPoints: fromPromise(async ({ input }) => (calls.push(`transfer:${input.points}`), { message: 'ok' })),
        },
        actions: {
          notifyTransferred: () => void calls.push('notify'),
          refreshBalances: () => void calls.push('refresh'),
          showServerErrors: () => void calls.push('errors'),
        },
      }),
    ).start();
    actor.send({ type: 'points.open' });
    // "57.5" is refused as typed, never read as 575.
    actor.send({ type: 'points.amount', value: '57.5' });
    expect(actor.getSnapshot().context.points).toBe('57.5');
    actor.send({ type: 'points.submit', minimum: 50, balance: 1000 });
    expect(actor.getSnapshot().context.problem).toBe('wholePoints');
    actor.send({ type: 'points.amount', value: '10' });
    actor.send({ type: 'points.submit', minimum: 50, balance: 250 });
    expect(actor.getSnapshot().context.problem).toBe('belowMinimum');
    actor.send({ type: 'points.amount', value: '300' });
    actor.send({ type: 'points.submit', minimum: 50, balance: 250 });
    expect(actor.getSnapshot().context.problem).toBe('aboveBalance');
    actor.send({ type: 'points.amount', value: '100' });
    actor.send({ type: 'points.submit', minimum: 50, balance: 250 });
    await tick();
    expect(calls).toEqual(['transfer:100', 'notify', 'refresh']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.pointTransfer!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  }, 60_000);
});

describe('wallet rules', () => {
  it('acc §2: back from the payment page, the address loses its flag once the outcome is shown', () => {
    expect(withoutWalletFlag('http://x/profile?page=wallet&flag=success')).toBe('/profile?page=wallet');
    expect(withoutWalletFlag('http://x/profile?flag=fail&page=wallet#top')).toBe('/profile?page=wallet#top');
    expect(withoutWalletFlag('http://x/profile?page=wallet')).toBeNull();
  });
  it('acc §5 Wallet top-up: the messages of an empty or non-positive amount and a missing method', () => {
    expect(topUpProblems('', 'stripe')).toEqual(['amountRequired']);
    expect(topUpProblems('-5', 'stripe')).toEqual(['amountNotPositive']);
    expect(topUpProblems('5', null)).toEqual(['methodRequired']);
    expect(topUpProblems('5', 'stripe')).toEqual([]);
  });
  it('api §3.4 point-transfer: minimum and balance; points become money at the exchange rate', () => {
    expect(pointProblem('', 50, 250)).toBe('pointsRequired');
    expect(pointProblem('0', 50, 250)).toBe('pointsRequired');
    expect(pointProblem('57.5', 50, 250)).toBe('wholePoints');
    expect(pointProblem('5o', 50, 250)).toBe('wholePoints');
    expect(pointProblem('49', 50, 250)).toBe('belowMinimum');
    expect(pointProblem('251', 50, 250)).toBe('aboveBalance');
    expect(pointProblem(' 250 ', 50, 250)).toBeNull();
    expect(typedPoints('57.5')).toBe(0);
    expect(typedPoints('120')).toBe(120);
    expect(pointsToMoney(100, 10)).toBe(10);
  });
});
