import { describe, expect, it } from 'vitest';
import { loyaltyTransactionKind, ORDER_STATUSES, orderStatusOf, walletTransactionKind } from '../../src/domain/history';
import { LOYALTY_TRANSACTION_LABELS, WALLET_TRANSACTION_LABELS } from '../../src/features/wallet/transactionLabels';
import { ORDER_STATUS_LABELS } from '../../src/features/orders/statusLabels';

describe('History: no raw API keys in the wallet, points and order history', () => {
  it('every wallet transaction type of the API has its own kind, CashBack in any case', () => {
    expect(walletTransactionKind('add_fund')).toBe('addFund');
    expect(walletTransactionKind('loyalty_point')).toBe('fromLoyaltyPoints');
    expect(walletTransactionKind('order_place')).toBe('orderPayment');
    expect(walletTransactionKind('referrer')).toBe('referralEarning');
    expect(walletTransactionKind('CashBack')).toBe('cashback');
    expect(walletTransactionKind('add_fund_by_admin')).toBe('addFundByAdmin');
    expect(walletTransactionKind('partial_payment')).toBe('partialPayment');
    expect(walletTransactionKind('order_refund')).toBe('orderRefund');
    expect(walletTransactionKind('something_new')).toBe('other');
    expect(walletTransactionKind('toString')).toBe('other');
    expect(walletTransactionKind(null)).toBe('other');
  });
  it('an order in the points history earns points; point_to_wallet converts them', () => {
    expect(loyaltyTransactionKind('order_place')).toBe('orderEarning');
    expect(loyaltyTransactionKind('point_to_wallet')).toBe('toWallet');
    expect(loyaltyTransactionKind('add_fund')).toBe('other');
  });
  it('every order status of the API is known; the British spelling reads as canceled; others are unknown', () => {
    for (const s of ORDER_STATUSES) expect(orderStatusOf(s)).toBe(s);
    expect(orderStatusOf('Cancelled')).toBe('canceled');
    expect(orderStatusOf('on_the_moon')).toBe('unknown');
    expect(orderStatusOf(undefined)).toBe('unknown');
  });
  it('every label reads as words, never as a key', () => {
    const all = [
      ...Object.values(WALLET_TRANSACTION_LABELS),
      ...Object.values(LOYALTY_TRANSACTION_LABELS),
      ...Object.values(ORDER_STATUS_LABELS),
    ];
    for (const d of all) expect(d.message ?? '').toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });
});
