import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { couponFitsStore } from '../../domain/coupon';
import type { CouponFact } from '../../../machines/checkout/checkout.facts';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { belowCouponMinimum, type AppliedCoupon } from '../../../machines/checkout/checkout.rules';
import type { CheckoutContext } from '../../../machines/checkout/checkout.machine';
import { couponRefusalMessage, genericRefusal } from './messages';
import { alertText, mutedText, Section } from './Section';

/** What the coupon section shows, from the checkout machine and the bill. */
interface CouponSectionProps {
  storeId: number;
  storeZoneId: number | null;
  /** The customer's stored zone ids, for zone_wise coupons. */
  zoneIds: readonly number[];
  /** The customer's coupons, as the checkout machine gathered them. */
  coupons: readonly CouponFact[];
  applied: AppliedCoupon | null;
  applying: boolean;
  problem: CheckoutContext['couponProblem'];
  discount: number;
  /** What the minimum purchase is compared with (the bill's purchase): a coupon below its minimum is not offered. */
  purchase: number;
  money: MoneyFormat;
  onApply(code: string): void;
  onRemove(): void;
}

/** acc §9 coupons: the customer's coupons for this store and its zone, applied by a tap or a typed code; remove. */
export function CouponSection(props: CouponSectionProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const coupons = props.coupons.filter((c) =>
    couponFitsStore(c, { storeId: props.storeId, storeZoneId: props.storeZoneId, zoneIds: props.zoneIds }),
  );
  const problem = props.problem;
  return (
    <Section title={<Trans>Coupon</Trans>} testId="checkout-coupon">
      {props.applied ? (
        <div className={css({ cluster: '3', justifyContent: 'space-between' })} data-testid="coupon-applied">
          <p className={css({ fontSize: 'sm' })}>
            <Trans>
              <strong>{props.applied.code}</strong> applied
            </Trans>
            {props.discount > 0 ? (
              <span className={mutedText}> (−{formatMoney(props.discount, props.money)})</span>
            ) : null}
          </p>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={props.onRemove}>
            <Trans>Remove</Trans>
          </button>
        </div>
      ) : (
        // Not a <form>: the checkout page is one, and forms do not nest.
        <div className={css({ display: 'flex', gap: '2' })}>
          <input
            className={inputClass}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (code.trim()) props.onApply(code.trim());
            }}
            placeholder={t`Enter coupon code`}
            aria-label={t`Coupon code`}
            data-testid="coupon-code"
          />
          <button
            type="button"
            className={button()}
            disabled={props.applying || !code.trim()}
            aria-busy={props.applying}
            onClick={() => props.onApply(code.trim())}
            data-testid="coupon-apply"
          >
            <Trans>Apply</Trans>
          </button>
        </div>
      )}
      {problem ? <CouponProblem problem={problem} money={props.money} /> : null}
      {!props.applied && coupons.length ? (
        <ul className={css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1' })} aria-label={t`Your coupons`}>
          {coupons.map((c) => (
            <CouponTile
              key={c.id}
              coupon={c}
              purchase={props.purchase}
              money={props.money}
              disabled={props.applying}
              onApply={props.onApply}
            />
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** Why the coupon does not apply: a kept one that lapsed, the minimum purchase, or the server's refusal. */
function CouponProblem({
  problem,
  money,
}: {
  problem: NonNullable<CheckoutContext['couponProblem']>;
  money: MoneyFormat;
}) {
  const { i18n } = useLingui();
  return (
    <p className={alertText} role="alert" data-testid="coupon-problem">
      {problem.lapsed ? (
        <>
          <Trans>
            The coupon <strong>{problem.lapsed}</strong> you applied earlier no longer applies.
          </Trans>{' '}
        </>
      ) : null}
      {problem.kind === 'minimum' ? (
        // acc §8's words with the minimum where the platform's message ends: one sentence, not "…is. Minimum purchase: …".
        <Trans>
          To apply this coupon,the minimum purchase amount is{' '}
          <span className={css({ unicodeBidi: 'isolate' })}>{formatMoney(problem.min, money)}</span>.
        </Trans>
      ) : (
        i18n._(couponRefusalMessage(problem.refusal) ?? genericRefusal)
      )}
    </p>
  );
}

const tileClass = css({
  textAlign: 'start',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'accent.default',
  borderRadius: 'lg',
  px: '3',
  py: '2',
  minWidth: '36',
  bg: 'bg.canvas',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed', borderColor: 'border.default' },
});

/** One of the customer's coupons, applied by a tap; below its minimum purchase it says how much more is needed. */
function CouponTile({
  coupon: c,
  purchase,
  money,
  disabled,
  onApply,
}: {
  coupon: CouponFact;
  purchase: number;
  money: MoneyFormat;
  disabled: boolean;
  onApply(code: string): void;
}) {
  const short = belowCouponMinimum({ min_purchase: Number(c.min_purchase) || 0 }, purchase);
  return (
    <li className={css({ flexShrink: 0 })}>
      <button
        type="button"
        className={tileClass}
        onClick={() => onApply(c.code ?? '')}
        disabled={disabled || short}
        data-testid="coupon-tile"
      >
        <span className={css({ display: 'block', fontWeight: 'bold', fontSize: 'sm' })}>{c.code}</span>
        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{c.title}</span>
        {Number(c.min_purchase) > 0 ? (
          <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
            <Trans>Min. purchase {formatMoney(Number(c.min_purchase), money)}</Trans>
          </span>
        ) : null}
        {short ? (
          <span
            className={css({ display: 'block', fontSize: 'xs', color: 'fg.default', fontWeight: 'medium' })}
            data-testid="coupon-tile-short"
          >
            <Trans>Add {formatMoney(Number(c.min_purchase) - purchase, money)} more to use it</Trans>
          </span>
        ) : null}
      </button>
    </li>
  );
}
