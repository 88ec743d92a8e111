import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { couponsQuery } from '../../../api/queries/accountPages';
import { isFreeDeliveryCoupon } from '../../../domain/coupon';
import { Slider } from '../../../ui/Slider';
import { formatMoney, toNumber } from '../../../domain/money';
import { useCatalogSettings } from '../../../api/queries/catalog';
import { Section } from '../Section';
import { useSliderLabels } from './Rows';
import { copyText } from '../../../ui/copyText';

const messages = {
  copied: msg`Coupon code copied.`,
  failed: msg`The code could not be copied. Select it and copy it by hand.`,
};

const card = css({
  cluster: '3',
  justifyContent: 'space-between',
  minWidth: '64',
  p: '3',
  borderRadius: 'card',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'accent.default',
  bg: 'accent.subtle',
});

/**
 * The coupon strip (issue 45 item 6): the customer's coupons with a copy button. The platform answers a guest
 * 401 on coupon/list, so the strip is shown to a signed-in customer only, and only when the list answers.
 */
export function CouponStrip({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useLingui();
  const labels = useSliderLabels();
  const moneyFormat = useCatalogSettings().money;
  const money = (v: unknown) => formatMoney(toNumber(v), moneyFormat);
  const coupons = useQuery(couponsQuery(signedIn));
  if (!signedIn || !coupons.data?.length) return null;
  const copy = (code: string) => copyText(code, { copied: i18n._(messages.copied), failed: i18n._(messages.failed) });
  return (
    <Section title={t`Coupons for you`} testId="coupon-strip" deferred>
      <Slider label={t`Coupons for you`} {...labels}>
        {coupons.data.map((c) => (
          <div key={c.id} className={card}>
            <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
              <strong className={css({ fontSize: 'lg' })}>
                {isFreeDeliveryCoupon(c) ? (
                  <Trans>Free delivery</Trans>
                ) : c.discount_type === 'percent' ? (
                  `${c.discount}%`
                ) : (
                  money(c.discount)
                )}
              </strong>
              <span className={css({ fontSize: 'sm', color: 'fg.muted', truncate: true })}>{c.title}</span>
              <bdi dir="ltr" className={css({ fontFamily: 'mono', fontWeight: 'semibold' })}>
                {c.code}
              </bdi>
            </span>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => void copy(c.code ?? '')}
              aria-label={t`Copy coupon code ${c.code}`}
            >
              <Trans>Copy</Trans>
            </button>
          </div>
        ))}
      </Slider>
    </Section>
  );
}
