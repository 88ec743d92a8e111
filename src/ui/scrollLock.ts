import { useLayoutEffect } from 'react';

let holders = 0;
let restore: (() => void) | null = null;

function lock() {
  const html = document.documentElement;
  const before = { overflow: html.style.overflow, scrollbarGutter: html.style.scrollbarGutter };
  // A desktop's classic scrollbar keeps its room, so the page does not widen under the dialog; measuring the
  // scrollbar instead would force a layout in the tap's frame. Overlay scrollbars (phones) take no room.
  Object.assign(html.style, { overflow: 'hidden', scrollbarGutter: 'stable' });
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
