import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { readPriceRange } from '../domain/search';

/** The filter bars' select and input look, and their labels (search and store pages). */
export const control = css({
  minHeight: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
});
/** The summary of filters folded away on a phone ("More filters", "Price range"). */
export const foldSummaryClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
  fontSize: 'sm',
  fontWeight: 'semibold',
  cursor: 'pointer',
  color: 'accent.default',
});
export const labelClass = css({ stack: '1', fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' });

/** A price range as typed, applied with its button; a minimum above the maximum is refused (search and store pages). */
export function PriceRange({
  min,
  max,
  onApply,
}: {
  min: number | undefined;
  max: number | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const { t } = useLingui();
  const [from, setFrom] = useState(min === undefined ? '' : String(min));
  const [to, setTo] = useState(max === undefined ? '' : String(max));
  const [refused, setRefused] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const range = readPriceRange(from, to);
    setRefused(range === 'minAboveMax');
    if (range !== 'minAboveMax') onApply(range.min, range.max);
  };
  const hintId = 'price-range-hint';
  return (
    <form
      onSubmit={submit}
      className={css({ display: 'flex', alignItems: 'flex-end', gap: '2', flexWrap: 'wrap' })}
      aria-label={t`Price`}
    >
      <PriceEnd
        label={<Trans>Min price</Trans>}
        value={from}
        onChange={(v) => (setFrom(v), setRefused(false))}
        hintId={refused ? hintId : undefined}
        testId="search-min-price"
      />
      <PriceEnd
        label={<Trans>Max price</Trans>}
        value={to}
        onChange={(v) => (setTo(v), setRefused(false))}
        hintId={refused ? hintId : undefined}
        testId="search-max-price"
      />
      <button type="submit" className={button({ variant: 'outline', size: 'sm' })} data-testid="search-price-apply">
        <Trans>Apply</Trans>
      </button>
      {refused ? (
        <p
          id={hintId}
          role="alert"
          className={css({ width: 'full', fontSize: 'sm', color: 'fg.danger' })}
          data-testid="search-price-hint"
        >
          <Trans>The minimum price cannot be more than the maximum price.</Trans>
        </p>
      ) : null}
    </form>
  );
}

/** One end of the range, labelled; `hintId` while the range is refused, which marks it invalid and names the reason. */
function PriceEnd({
  label,
  value,
  onChange,
  hintId,
  testId,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hintId: string | undefined;
  testId: string;
}) {
  return (
    <label className={labelClass}>
      {label}
      <input
        className={`${control} ${css({ width: '24' })}`}
        inputMode="decimal"
        type="number"
        min={0}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={hintId ? true : undefined}
        aria-describedby={hintId}
        data-testid={testId}
      />
    </label>
  );
}
