/** Elements marked `data-toast-avoid` hold the action a customer needs next (Buy Now, Proceed To Checkout,
 * Book trip): toasts never cover them. */
const GAP = 8;

/**
 * Where the stack goes while toasts show: at the bottom, unless a marked action is under it; then just above
 * that action, or at the top when there is no room above. Written straight to the element (a layout fact, not
 * React state).
 */
function placeStack(el: HTMLElement) {
  const height = [...el.children].reduce((h, c) => h + c.getBoundingClientRect().height + GAP, 0);
  const viewport = window.innerHeight;
  const band = viewport - 16 - height;
  let top = Infinity;
  for (const a of document.querySelectorAll('[data-toast-avoid]')) {
    const r = a.getBoundingClientRect();
    if (r.height > 0 && r.bottom > band && r.top < viewport) top = Math.min(top, r.top);
  }
  const above = top - height - GAP >= GAP;
  el.style.bottom = top === Infinity ? '' : above ? `${viewport - top + GAP}px` : 'auto';
  el.style.top = top === Infinity || above ? '' : `${GAP}px`;
}

/**
 * Places the stack while toasts show, again on scroll and resize and a few times a second: the action to keep
 * clear often appears together with the toast, or moves into place by animation (the rental cart's Book trip).
 */
export function followPlace(el: HTMLElement): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), placeStack(el)));
  };
  placeStack(el);
  const timer = setInterval(schedule, 150);
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    clearInterval(timer);
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
  };
}
