import type { Page } from '@playwright/test';

/** What the console says about hydration: React's mismatch and recoverable-error reports, and page errors. */
export function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|#418|#419|#423|#425/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/**
 * A server-rendered page shows its fields before its code runs; a click waits for hydration by itself (a
 * layer covers the page until then). Text typed before then reaches the view only when React takes the page
 * over (src/ui/serverDrawn.ts): a test that types and at once reads what the view made of it waits here first.
 */
export async function hydrated(page: Page) {
  await page.locator('html:not([data-hydrating])').waitFor({ state: 'attached' });
}
