import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { FreeDeliveryNotice } from '../../domain/billLines';
import { formatMoney, type MoneyFormat } from '../../domain/money';

/**
 * core §4 Free-delivery bar: how far the subtotal is from free_delivery_over, only when that amount is
 * what would make delivery free (freeDeliveryNotice: not at a store that delivers for free).
 */
export function FreeDeliveryBar({ notice, money }: { notice: FreeDeliveryNotice; money: MoneyFormat }) {
  const { t } = useLingui();
  if (notice.kind === 'none') return null;
  const { percent, remaining, reached } = notice;
  const amount = formatMoney(remaining, money);
  return (
    <div className={css({ stack: '2' })} data-testid="free-delivery">
      <p
        className={css({ fontSize: 'sm', color: reached ? 'accent.default' : 'fg.default', fontWeight: 'semibold' })}
        data-testid="free-delivery-text"
      >
        {reached ? (
          <Trans>You have reduced delivery charge</Trans>
        ) : (
          <Trans>
            <span className={css({ unicodeBidi: 'isolate' })}>{amount}</span> more for free delivery
          </Trans>
        )}
      </p>
      <div
        role="progressbar"
        aria-label={t`Free delivery progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="free-delivery-progress"
        className={css({ height: '2', borderRadius: 'full', bg: 'border.default', overflow: 'hidden' })}
      >
        <div
          className={css({ height: 'full', bg: 'accent.default', borderRadius: 'full', transition: 'width 0.3s' })}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
