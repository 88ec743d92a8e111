/** In-page probes of `npm run perf:interactions` (they run in the browser: no imports, no closures). */
import type { Page } from '@playwright/test';
import { origin } from './perf-setup.ts';

export interface TapTiming {
  name: string;
  duration: number;
  interactionId: number;
}

/** Init script: every Event Timing entry of 16 ms or more (the API's floor), in window.__events. */
export function eventProbe() {
  const w = window as unknown as { __events: TapTiming[] };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      w.__events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * Arms a watch before a soft navigation's tap: from the next pointerdown to the end of the frame that first
 * shows `selector` (rAF then a task: that frame has painted). Read the figure with `painted`.
 */
export function armPaint(selector: string) {
  const w = window as unknown as { __painted: Promise<number> };
  // No named inner functions: tsx would wrap them in a helper the page does not have.
  w.__painted = new Promise((resolve) => {
    let tapAt: number | null = null;
    addEventListener('pointerdown', (e) => (tapAt = e.timeStamp), { capture: true, once: true });
    // A mutation's callback runs in the task that made it, so the next frame is the one that paints it.
    const watch = new MutationObserver(() => {
      if (tapAt === null || !document.querySelector(selector)) return;
      watch.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tapAt!), 0));
    });
    watch.observe(document, { childList: true, subtree: true });
  });
}

export const painted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __painted: Promise<number> }).__painted);

/** Two frames and a little more: the browser reports an interaction's entries after its next paint. */
export const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150)))),
  );

export async function clearCart(token: string) {
  await fetch(`${origin}/api/v1/customer/cart/remove`, {
    method: 'DELETE',
    headers: { moduleId: '2', Authorization: `Bearer ${token}` },
  });
}
