import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { PlacedOrder } from '../../domain/types/placedOrder';
import { refundMessages } from './messages';
import { useMoney } from './format';

/** acc §Refunds: where a cancelled paid order's money went — back in the wallet, or a refund request. */
export function RefundNotice({ refund }: { refund: PlacedOrder['refund'] }) {
  const { i18n } = useLingui();
  const money = useMoney();
  if (!refund || !(refund.refund_amount > 0)) return null;
  const amount = money(refund.refund_amount);
  return (
    <p role="status" data-testid="order-refund" className={css({ color: 'fg.muted', mt: '2' })}>
      {i18n._(refund.refund_method === 'wallet' ? refundMessages.toWallet(amount) : refundMessages.requested(amount))}
    </p>
  );
}
