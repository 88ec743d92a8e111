import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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
 * Which ways the track can still scroll: an arrow that leads nowhere (all slides in view, or already at that
 * end) is not shown. Followed on scroll, on resize and when slides arrive.
 *
 * Measured only where the browser has laid the page out already: on scroll, and in the resize observer's
 * reports, which come after layout (observing again when slides arrive asks for one more report). Read at
 * once in the effect and in a mutation observer's callback, each slider made the browser lay out the page
 * while it was still being changed: on /home, 180–190 ms of forced layout at 4× CPU during hydration
 * (docs/measures/perf-main-thread.md).
 */
function useScrollEnds(track: RefObject<HTMLDivElement | null>) {
  const [ends, setEnds] = useState({ back: false, forward: false });
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const update = () => {
      // scrollLeft is negative in a right-to-left track; its size is the distance from the start either way.
      const at = Math.abs(el.scrollLeft);
      const room = el.scrollWidth - el.clientWidth;
      const next = { back: at > 1, forward: room - at > 1 };
      setEnds((e) => (e.back === next.back && e.forward === next.forward ? e : next));
    };
    // A scroll cannot be cancelled: its listener never delays it, so it needs no `passive`.
    el.addEventListener('scroll', update);
    const resized = new ResizeObserver(update);
    resized.observe(el);
    const changed = new MutationObserver(() => {
      resized.unobserve(el);
      resized.observe(el);
    });
    changed.observe(el, { childList: true });
    return () => {
      el.removeEventListener('scroll', update);
      resized.disconnect();
      changed.disconnect();
    };
  }, [track]);
  return ends;
}

/**
 * core §9: a slider showing 5 slides by default, fewer on narrow screens; CSS scroll-snap (no carousel
 * library), swipe on touch, arrow buttons on wider screens. Each child is one slide.
 */
export function Slider({ label, previousLabel, nextLabel, children, testId }: SliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const ends = useScrollEnds(track);
  const page = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    // The page's direction (boot applies the language's): no style to compute at the tap.
    const rtl = document.dir === 'rtl';
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
    '&[hidden]': { display: 'none' },
  });
  return (
    <div
      className={css({ position: 'relative' })}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
    >
      <button
        type="button"
        className={`${arrow} ${css({ insetStart: '-2', '& svg': { transform: 'scaleX(-1)', _rtl: { transform: 'none' } } })}`}
        aria-label={previousLabel}
        hidden={!ends.back}
        onClick={() => page(-1)}
      >
        <ChevronIcon />
      </button>
      <div
        ref={track}
        className={css({
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: {
            base: 'calc((100% - 1.5rem) / 2.3)',
            sm: 'calc((100% - 2.25rem) / 3.3)',
            md: 'calc((100% - 3rem) / 4)',
            lg: 'calc((100% - 3rem) / 5)',
          },
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
      <button
        type="button"
        className={`${arrow} ${css({ insetEnd: '-2', _rtl: { '& svg': { transform: 'scaleX(-1)' } } })}`}
        aria-label={nextLabel}
        hidden={!ends.forward}
        onClick={() => page(1)}
      >
        <ChevronIcon />
      </button>
    </div>
  );
}
