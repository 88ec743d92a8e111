/**
 * The app's words for the business settings (core §9, acc §9): how money is written and whether orders may
 * be scheduled. Numbers may arrive as strings from a real backend; the rules read them with toNumber.
 */
export interface Config {
  currency_symbol?: string | null;
  currency_symbol_direction?: string | null;
  digit_after_decimal_point?: number | string | null;
  schedule_order?: boolean | number | null;
  schedule_order_slot_duration?: number | string | null;
}
