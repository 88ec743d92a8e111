/**
 * The cart drawer's free-delivery figures (core §4 "Free-delivery bar", acc §9); amounts are written with
 * the shared money rules (money.ts).
 */

export interface FreeDeliveryConfig {
  free_delivery_over?: number | string | null;
  admin_free_delivery?: {
    status?: boolean | number | null;
    type?: string | null;
    free_delivery_over?: number | string | null;
  } | null;
}

/**
 * The order amount above which delivery is free, or null when no threshold applies. 3.x backends keep it
 * under admin_free_delivery (only for type free_delivery_by_order_amount), older ones at the top level.
 */
export function freeDeliveryThreshold(config: FreeDeliveryConfig | null | undefined): number | null {
  if (!config) return null;
  const admin = config.admin_free_delivery;
  if (admin && typeof admin === 'object' && 'status' in admin) {
    if (!admin.status || admin.type !== 'free_delivery_by_order_amount') return null;
    const over = Number(admin.free_delivery_over);
    return Number.isFinite(over) && over > 0 ? over : null;
  }
  const over = Number(config.free_delivery_over);
  return Number.isFinite(over) && over > 0 ? over : null;
}

export interface FreeDeliveryProgress {
  /** subtotal / threshold as a percentage, rounded and clamped to 0..100. */
  percent: number;
  /** What is still missing, never below 0. */
  remaining: number;
  reached: boolean;
}

export function freeDeliveryProgress(subtotal: number, threshold: number): FreeDeliveryProgress {
  const raw = threshold > 0 ? Math.round((subtotal / threshold) * 100) : 100;
  const percent = Math.min(100, Math.max(0, Number.isFinite(raw) ? raw : 0));
  const remaining = Math.max(0, Math.round((threshold - subtotal) * 100) / 100);
  return { percent, remaining, reached: subtotal >= threshold };
}
