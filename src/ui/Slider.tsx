import { useRef, type ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { ChevronIcon } from './icons';

export interface SliderProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
  testId?: string;
}

/**
 * core §9: a slider showing 5 slides by default, fewer on narrow screens; CSS scroll-snap (no carousel
 * library), swipe on touch, arrow buttons on wider screens. Each child is one slide.
 */
export function Slider({ label, previousLabel, nextLabel, children, testId }: SliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const page = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: dir * (rtl ? -1 : 1) * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  const arrow = css({
    hideBelow: 'md',
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: '1',
    width: '10',
    height: '10',
    borderRadius: 'full',
    bg: 'bg.surface',
    boxShadow: 'raised',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
  });
  return (
    <div className={css({ position: 'relative' })} role="region" aria-roledescription="carousel" aria-label={label} data-testid={testId}>
      <button type="button" className={`${arrow} ${css({ insetStart: '-2', '& svg': { transform: 'scaleX(-1)', _rtl: { transform: 'none' } } })}`} aria-label={previousLabel} onClick={() => page(-1)}>
        <ChevronIcon />
      </button>
      <div
        ref={track}
        className={css({
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { base: 'calc((100% - 1.5rem) / 2.3)', sm: 'calc((100% - 2.25rem) / 3.3)', md: 'calc((100% - 3rem) / 4)', lg: 'calc((100% - 3rem) / 5)' },
          gap: '3',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          overscrollBehaviorX: 'contain',
          pb: '1',
          '& > *': { scrollSnapAlign: 'start', minWidth: '0' },
        })}
      >
        {children}
      </div>
      <button type="button" className={`${arrow} ${css({ insetEnd: '-2', _rtl: { '& svg': { transform: 'scaleX(-1)' } } })}`} aria-label={nextLabel} onClick={() => page(1)}>
        <ChevronIcon />
      </button>
    </div>
  );
}
