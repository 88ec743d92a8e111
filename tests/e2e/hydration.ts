import type { Page } from '@playwright/test';

/** What the console says about hydration: React's mismatch and recoverable-error reports, and page errors. */
export function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}
