/**
 * Runs `work` once the page is idle (within `timeout` ms at the latest); the returned function cancels it.
 * For what a likely next tap needs (its code, its flows), so the tap does not wait.
 * Safari has no requestIdleCallback: a timer stands in.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'scroll', 'keydown', 'wheel'] as const;

/**
 * Runs `work` once the page is idle after the customer's first touch, scroll or key on it; the returned
 * function cancels it. For what a page's likely next tap needs: loaded while an untouched page is still
 * loading, its code's compile and evaluation are long tasks that hold the page's first interaction back.
 */
export function whenEngaged(work: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const engaged = () => {
    stopListening();
    cancelIdle = whenIdle(work);
  };
  const stopListening = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, engaged, true));
  INTENT_EVENTS.forEach((type) => window.addEventListener(type, engaged, { capture: true, passive: true }));
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
