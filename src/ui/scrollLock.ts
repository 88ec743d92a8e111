import { useLayoutEffect } from 'react';

let holders = 0;
let restore: (() => void) | null = null;

function lock() {
  const html = document.documentElement;
  const before = {
    overflow: html.style.overflow,
    paddingLeft: html.style.paddingLeft,
    paddingRight: html.style.paddingRight,
  };
  // A classic scrollbar (a desktop's) takes room: the page keeps its width when it goes away. (Reserving it
  // with scrollbar-gutter instead would narrow the viewport that fixed panels such as the drawers end at.)
  const gutter = window.innerWidth - html.clientWidth;
  // The scrollbar's side: on the left in some right-to-left pages.
  const side =
    gutter > 0 && Math.round(html.getBoundingClientRect().left) + html.scrollLeft ? 'paddingLeft' : 'paddingRight';
  html.style.overflow = 'hidden';
  if (gutter > 0) html.style[side] = `${gutter}px`;
  return () => Object.assign(html.style, before);
}

/**
 * The page under an open dialog or drawer does not scroll. Ark's own lock also sets a custom property on
 * <html>, which every element inherits: opening and closing restyled the whole page in the tap's frame
 * (about 25 ms at 4× CPU slowdown on a store page); an overflow on <html> restyles one element.
 * `active`: the dialog is open. Counted, so a dialog over the cart drawer keeps the lock until both are gone.
 */
export function useScrollLock(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return;
    if (holders++ === 0) restore = lock();
    return () => {
      if (--holders === 0) {
        restore?.();
        restore = null;
      }
    };
  }, [active]);
}
