import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { Section } from './Section';

const TIP_PRESETS = [10, 20, 30, 40, 50] as const;

/** Delivery man tip: presets, the most chosen one marked (more §10 /most-tips), or a custom amount. */
export function TipSection({
  value,
  mostTip,
  money,
  onChange,
}: {
  value: number;
  mostTip: number | null;
  money: MoneyFormat;
  onChange(tip: number): void;
}) {
  const { t } = useLingui();
  const [custom, setCustom] = useState(false);
  const presets = [...new Set([...TIP_PRESETS, ...(mostTip ? [mostTip] : [])])].sort((a, b) => a - b);
  return (
    <Section title={<Trans>Delivery Man Tips</Trans>} testId="checkout-tips">
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {presets.map((amount) => (
          <button
            key={amount}
            type="button"
            aria-pressed={!custom && value === amount}
            className={button({ variant: !custom && value === amount ? 'solid' : 'outline', size: 'sm' })}
            onClick={() => {
              setCustom(false);
              onChange(value === amount ? 0 : amount);
            }}
            data-testid={`tip-${amount}`}
          >
            <span className={css({ unicodeBidi: 'isolate' })}>{formatMoney(amount, money)}</span>
            {mostTip === amount ? (
              <span className={css({ fontSize: '2xs', fontWeight: 'bold', color: 'inherit' })} data-testid="tip-most">
                <Trans>Most tipped</Trans>
              </span>
            ) : null}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          className={button({ variant: custom ? 'solid' : 'outline', size: 'sm' })}
          onClick={() => setCustom(true)}
          data-testid="tip-custom"
        >
          <Trans>Custom</Trans>
        </button>
      </div>
      {custom ? (
        <input
          className={inputClass}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          aria-label={t`Tip amount`}
          value={value || ''}
          onChange={(e) => onChange(Math.max(0, Number(e.target.value) || 0))}
          data-testid="tip-amount"
        />
      ) : null}
    </Section>
  );
}
