// Pagination as the platform does it: `offset` is a 1-based page number and `limit`/`offset` are echoed
// exactly as given (strings from the query), or as the route's defaults when absent.
import { validate } from './validate.ts';

export interface Page<T> {
  total_size: number;
  limit: unknown;
  offset: unknown;
  rows: T[];
}

export function paginate<T>(
  list: T[],
  q: Record<string, unknown>,
  defaults: { limit: number | null; offset: number | null } = { limit: 50, offset: 1 },
): Page<T> {
  validate(q, { limit: 'integer|min:1', offset: 'integer|min:1' });
  const limitRaw = q.limit ?? defaults.limit;
  const offsetRaw = q.offset ?? defaults.offset;
  if (limitRaw === null || limitRaw === undefined || limitRaw === '') {
    return { total_size: list.length, limit: null, offset: null, rows: list };
  }
  const limit = Number(limitRaw);
  const page = Math.max(1, Number(offsetRaw ?? 1) || 1);
  return {
    total_size: list.length,
    limit: limitRaw,
    offset: offsetRaw ?? 1,
    rows: list.slice((page - 1) * limit, page * limit),
  };
}
