import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { Refusal } from '../../../machines/checkout/checkout.rules';
import { alertText } from './Section';
import { genericRefusal, placeRefusalDetail, placeRefusalMessage } from './messages';

interface PlaceOrderBarProps {
  /** The page's own check that stopped the order, in words. */
  problem: string | null;
  refusal: Refusal | null;
  /** The refusal's or the problem's code, for the tests' eyes. */
  code: string;
  cashLimit: string | null;
  switchedTo: string | null;
  busy: boolean;
  total: string;
  onPlace: () => void;
}

/** The sticky foot of the form: what stopped the order (a problem or the server's refusal) and Place Order with the total. */
export function PlaceOrderBar({
  problem,
  refusal,
  code,
  cashLimit,
  switchedTo,
  busy,
  total,
  onPlace,
}: PlaceOrderBarProps) {
  const { i18n } = useLingui();
  const refusalMessage = refusal ? placeRefusalMessage(refusal) : null;
  const refusalText = refusalMessage ? i18n._(refusalMessage) : null;
  const refusalDetail = refusal ? placeRefusalDetail(refusal) : [];
  return (
    <div
      className={css({
        position: 'sticky',
        bottom: '0',
        bg: 'bg.canvas',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        py: '3',
        stack: '2',
        zIndex: 1,
      })}
    >
      {problem || refusal ? (
        <div role="alert" className={alertText} data-testid="checkout-error" data-code={code}>
          {problem ?? refusalText ?? (refusalDetail.length ? null : i18n._(genericRefusal))}
          {cashLimit ? <CashLimit limit={cashLimit} switchedTo={switchedTo} /> : null}
          {refusalDetail.length ? (
            <span className={css({ display: 'block', fontWeight: 'normal' })}>{refusalDetail.join(' ')}</span>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        onClick={onPlace}
        className={button({ size: 'md' })}
        disabled={busy}
        aria-busy={busy}
        data-testid="place-order"
      >
        {busy ? (
          <span
            aria-hidden="true"
            className={css({
              width: '4',
              height: '4',
              borderRadius: 'full',
              borderWidth: '2px',
              borderColor: 'currentColor',
              borderTopColor: 'transparent',
              animation: 'spin 0.8s linear infinite',
            })}
          />
        ) : null}
        <Trans>Place Order</Trans>
        <span className={css({ unicodeBidi: 'isolate' })}>· {total}</span>
      </button>
    </div>
  );
}

/** acc §8 over the cash limit: the limit, and the method chosen instead (or the ask to choose one). */
function CashLimit({ limit, switchedTo }: { limit: string; switchedTo: string | null }) {
  return (
    <span className={css({ display: 'block', fontWeight: 'normal' })} data-testid="cod-limit">
      <Trans>Cash on delivery is limited to {limit} per order.</Trans>{' '}
      {switchedTo ? (
        <Trans>We selected {switchedTo} instead: check it and place the order again.</Trans>
      ) : (
        <Trans>Please choose another payment method.</Trans>
      )}
    </span>
  );
}
