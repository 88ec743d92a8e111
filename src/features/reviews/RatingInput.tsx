import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { formatAverage, MAX_RATING, RATING_PRECISION } from '../../domain/rating';
import { Stars } from '../../ui/Stars';

/**
 * Stars at 0.5 precision (core §9), one control: tapping a star's start half gives the half value, and a
 * slider the eye does not see (keyboards, screen readers) steps the same stars; its focus rings the stars.
 */
export function RatingInput({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (v: number) => void;
  label: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const halves = Array.from({ length: MAX_RATING / RATING_PRECISION }, (_, i) => (i + 1) * RATING_PRECISION);
  return (
    <div className={css({ stack: '1' })}>
      <div
        className={css({
          position: 'relative',
          display: 'inline-flex',
          alignSelf: 'flex-start',
          borderRadius: 'md',
          '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
        })}
      >
        <Stars value={value} label={t`${formatAverage(value)} out of 5`} size={32} />
        <span
          aria-hidden="true"
          className={css({ position: 'absolute', inset: '0', display: 'grid', gridTemplateColumns: 'repeat(10, 1fr)' })}
        >
          {halves.map((v) => (
            <span key={v} data-rating={v} onClick={() => onChange(v)} className={css({ cursor: 'pointer' })} />
          ))}
        </span>
        <label htmlFor={id} className={css({ srOnly: true })}>
          {label}
        </label>
        <input
          id={id}
          type="range"
          min={RATING_PRECISION}
          max={MAX_RATING}
          step={RATING_PRECISION}
          value={value || RATING_PRECISION}
          aria-valuetext={t`${formatAverage(value)} out of 5`}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
          className={css({ srOnly: true })}
        />
      </div>
    </div>
  );
}
