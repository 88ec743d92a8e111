/** The app's words for rental answers (acc §2, api rental cart and trips). */
import type { RecordedAmount } from './money.ts';

/** A trip's money as trip/details answers it: the total is fare − discount − coupon + tax + additional charge. */
export interface TripBill {
  trip_amount: number;
  discount_on_trip?: RecordedAmount;
  coupon_discount_amount?: RecordedAmount;
  tax_amount?: RecordedAmount;
  additional_charge?: RecordedAmount;
}

/** A place of a rental trip as the cart's user_data holds it. */
export interface RentalTripPlace {
  lat?: number | string;
  lng?: number | string;
  location_name?: string | null;
}

/** The trip the customer set up, as the rental cart's `user_data` keeps it. */
export interface RentalTripData {
  rental_type?: string | null;
  estimated_hours?: number | null;
  distance?: number | null;
  destination_time?: number | string | null;
  pickup_time?: string | null;
  pickup_location?: RentalTripPlace | null;
  destination_location?: RentalTripPlace | null;
}
