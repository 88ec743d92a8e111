import { useLayoutEffect } from 'react';

let holders = 0;
let restore: (() => void) | null = null;

function lock() {
  const html = document.documentElement;
  // Classic scrollbars (a desktop's) take room: the page keeps its width when its scrollbar goes away.
  const gutter = window.innerWidth - html.clientWidth;
  const before = { overflow: html.style.overflow, paddingInlineEnd: html.style.paddingInlineEnd };
  html.style.overflow = 'hidden';
  if (gutter > 0) html.style.paddingInlineEnd = `${gutter}px`;
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
