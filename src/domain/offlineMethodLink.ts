/**
 * turn4 §5.2–§5.3: the offline method chosen at checkout rides the links to /order-placed and the order's page
 * (`offline_method`), whose proof form then opens on it. Its own module: the two pages read it without the rest
 * of offline payment (docs/budgets.md).
 */

/** `offline_method` of a link: a positive whole number, else null. */
export function offlineMethodOf(search: unknown): number | null {
  const v = Number((search as { offline_method?: unknown } | null)?.offline_method);
  return Number.isSafeInteger(v) && v > 0 ? v : null;
}
