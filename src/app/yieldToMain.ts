/**
 * Gives the browser its turn between the steps of starting the app (issue 15): each step then runs as a task
 * of its own, short enough not to block a tap, instead of one long task of all of them (a phone's CPU is
 * about four times slower than this machine's, so a 20 ms step here is an 80 ms blocking task there).
 * `scheduler.yield()` resumes ahead of other queued tasks; where it is missing a macrotask does the same.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
