/**
 * The app's words for a store (api §5.2): the discount, the opening schedule and the delivery flags the
 * money and schedule rules read. Flags stay `boolean | number` because the platform sends either.
 */
import type { DiscountTerms } from './money.ts';

/** A store's running discount (acc §9): its terms and the daily window it runs in. */
export interface StoreDiscount extends DiscountTerms {
  start_date?: string | null;
  end_date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
}

/** One opening row of a store's week (platform-api-more §8.8); `day` 0 is Sunday. */
export interface StoreScheduleRow {
  day: number | string;
  opening_time: string;
  closing_time: string;
}

/** The store as the schedule and free-delivery rules read it. */
export interface Store {
  active?: boolean | number | null;
  schedule_order?: boolean | number | null;
  schedules?: ReadonlyArray<StoreScheduleRow> | null;
  free_delivery?: boolean | number | null;
}
