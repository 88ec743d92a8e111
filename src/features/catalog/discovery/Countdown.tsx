import { useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import { timeLeft } from '../../../domain/flashSale';

const box = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: '11',
  px: '1.5',
  py: '1',
  borderRadius: 'md',
  bg: 'accent.default',
  color: 'accent.fg',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: '1.1',
});
const unit = css({ fontSize: '2xs', fontWeight: 'normal' });
const two = (n: number) => String(n).padStart(2, '0');

/** The clock, to the second; none on the server and at hydration (the figures come in the next render). */
const tick = (onChange: () => void) => {
  const id = setInterval(onChange, 1000);
  return () => clearInterval(id);
};
const nowSecond = () => Math.floor(Date.now() / 1000) * 1000;
const noClock = () => null;

/**
 * turn4 §3.5: the time the sale still runs, ticking each second. The server's render and the first
 * hydration show dashes of the same width (the clocks differ), so nothing moves when the figures arrive.
 */
export function Countdown({ end, testId = 'flash-countdown' }: { end: string; testId?: string }) {
  const { t } = useLingui();
  const now = useSyncExternalStore(tick, nowSecond, noClock);
  const left = now === null ? null : timeLeft(end, now);
  if (now !== null && !left) {
    return (
      <p className={css({ fontWeight: 'semibold', color: 'fg.muted' })} data-testid={testId}>
        <Trans>This sale has ended.</Trans>
      </p>
    );
  }
  const parts = [
    { value: left ? String(left.days) : '--', label: t`days` },
    { value: left ? two(left.hours) : '--', label: t`hours` },
    { value: left ? two(left.minutes) : '--', label: t`min` },
    { value: left ? two(left.seconds) : '--', label: t`sec` },
  ];
  const spoken = left ? t`Ends in ${left.days} days ${left.hours} hours ${left.minutes} minutes` : t`Ends soon`;
  return (
    <div
      role="timer"
      aria-label={spoken}
      className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}
      data-testid={testId}
    >
      {parts.map((p) => (
        <span key={p.label} className={box} aria-hidden="true">
          <span className={css({ fontWeight: 'bold', fontSize: 'sm' })}>{p.value}</span>
          <span className={unit}>{p.label}</span>
        </span>
      ))}
    </div>
  );
}
