/**
 * Runs `work` once the page is idle (within `timeout` ms at the latest); the returned function cancels it.
 * For what a likely next tap needs (its code, its flows, the browser's date data), so the tap does not wait.
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
