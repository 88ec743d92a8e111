import type { parcelOrderMachine } from '../../machines/parcel/parcelOrder.machine';
import type { OrderPlacedSearch, ParcelCharges } from '../domain/parcel';

/** What the parcel page hands its edge: the config's charges and the ways out of the page. */
export interface ParcelPageEdge {
  /** The config's parcel charges; the fee is decided from them (the server decides again). */
  charges: ParcelCharges;
  guestId: string | null;
  /** Open /order-placed (the route's navigate). */
  showPlaced(search: OrderPlacedSearch): void;
  /** Leave the storefront for the payment page. */
  leaveTo(url: string): void;
}

/** The parcel's edge (src/app/parcelFlows.ts), reached through the order flows: the page holds no call. */
export interface ParcelFlows {
  createLogic(edge: ParcelPageEdge): typeof parcelOrderMachine;
}
