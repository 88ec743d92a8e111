import { css } from '../../styled-system/css';

/** The veg (green) or non-veg (red) square-and-dot mark of food items; `label` names it for screen readers. */
export function VegMark({ veg, label }: { veg: boolean; label: string }) {
  const color = veg ? '#15803d' : '#b91c1c';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid={veg ? 'veg-mark' : 'non-veg-mark'}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '4',
        height: '4',
        borderWidth: '2px',
        borderRadius: 'sm',
        bg: 'bg.surface',
        flexShrink: 0,
      })}
      style={{ borderColor: color }}
    >
      <span className={css({ width: '2', height: '2', borderRadius: 'full' })} style={{ background: color }} />
    </span>
  );
}
