// The flash sale's clock and stock as a customer sees them (platform-api-turn4 §3.5): how long the sale
// still runs, and how much of an entry's sale stock is left. Pure, so the home row, the /flash-sales page
// and their tests share one rule.

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The platform's sale dates: ISO 8601 with microseconds ("2099-12-31T23:59:59.000000Z") or its
 * "YYYY-MM-DD HH:mm:ss"; NaN for anything else.
 */
export function saleTime(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  const iso = value.includes('T') ? value : value.replace(' ', 'T');
  return Date.parse(iso.replace(/(\.\d{3})\d+/, '$1'));
}

/** What is left of the sale at `now`, or null once it has ended (or its end is unreadable). */
export function timeLeft(end: string | null | undefined, now: number): TimeLeft | null {
  const ms = saleTime(end) - now;
  if (!(ms > 0)) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export interface SaleStock {
  /** Units of the sale's stock still on offer. */
  left: number;
  sold: number;
  /** The sale's stock for the item. */
  total: number;
  /** Sold share, 0 to 100, for the bar. */
  soldPercent: number;
  soldOut: boolean;
}

/** An entry's sale stock; `available_stock` is the server's word on what is left. */
export function saleStock(entry: { stock?: number | null; sold?: number | null; available_stock: number }): SaleStock {
  const left = Math.max(0, Math.floor(Number(entry.available_stock) || 0));
  const sold = Math.max(0, Math.floor(Number(entry.sold) || 0));
  const total = Math.max(left + sold, Math.floor(Number(entry.stock) || 0));
  return { left, sold, total, soldPercent: total > 0 ? Math.round((sold / total) * 100) : 100, soldOut: left === 0 };
}
