import { css, cx } from '../../styled-system/css';
import { formatMoney, toMinor, type MoneyFormat } from '../domain/money';

export interface PriceProps {
  amount: number;
  /** The price before the discount, struck through when higher (core §2). */
  original?: number;
  fmt: MoneyFormat;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  testId?: string;
}

/** A price with the currency symbol on the configured side; the original struck through when discounted. */
export function Price({ amount, original, fmt, size = 'md', className, testId }: PriceProps) {
  const struck = original !== undefined && toMinor(original, fmt.digits) > toMinor(amount, fmt.digits);
  return (
    <span
      className={cx(css({ display: 'inline-flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' }), className)}
    >
      <span
        className={css({
          fontWeight: 'bold',
          fontSize: size === 'lg' ? 'xl' : size === 'sm' ? 'sm' : 'md',
          color: 'fg.default',
          unicodeBidi: 'isolate',
        })}
        data-testid={testId}
      >
        {formatMoney(amount, fmt)}
      </span>
      {struck ? (
        <del className={css({ color: 'fg.muted', fontSize: size === 'lg' ? 'md' : 'xs', unicodeBidi: 'isolate' })}>
          {formatMoney(original, fmt)}
        </del>
      ) : null}
    </span>
  );
}
