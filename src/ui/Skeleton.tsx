import { css, cx } from '../../styled-system/css';

/** A placeholder of the final element's size, so nothing moves when the content arrives (CLS). */
export function Skeleton({ className, round = false }: { className?: string; round?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        css({
          display: 'block',
          bg: 'bg.subtle',
          borderRadius: round ? 'full' : 'lg',
          animation: 'pulse 1.4s ease-in-out infinite',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
        className,
      )}
    />
  );
}
