import type { PlacedOrder } from '../../domain/types/placedOrder';
import { toLatLng, type LatLng } from '../../domain/location';
import type { TrackedOrder, TrackingPhase } from '../../../machines/orders/tracking.facts';

/** Only orders a courier brings are tracked (not take-away or dine-in). */
export const tracksLive = (order: PlacedOrder) => order.order_type === 'delivery' || order.order_type === 'parcel';

/** Where a delivery starts and ends: the store (a parcel: the sender) and the address (a parcel: the receiver). */
export interface TrackingPlaces {
  pickup: LatLng | null;
  destination: LatLng | null;
  parcel: boolean;
}

export function trackingPlaces(order: PlacedOrder): TrackingPlaces {
  const parcel = order.order_type === 'parcel';
  const address = order.delivery_address
    ? toLatLng(order.delivery_address.latitude, order.delivery_address.longitude)
    : null;
  const receiver = order.receiver_details
    ? toLatLng(order.receiver_details.latitude, order.receiver_details.longitude)
    : null;
  const store = order.store ? toLatLng(order.store.latitude, order.store.longitude) : null;
  // issue 17: a parcel's delivery address is its sender; the courier takes it to the receiver.
  return parcel ? { pickup: address, destination: receiver, parcel } : { pickup: store, destination: address, parcel };
}

/** A scheduled order's delivery time runs from its schedule; any other's from its placement. */
function placedAt(order: PlacedOrder): number | null {
  const times = [order.created_at, order.schedule_at].map((t) => (t ? Date.parse(t) : NaN)).filter(Number.isFinite);
  return times.length ? Math.max(...times) : null;
}

/** What the tracking machine reads of the order/track answer. */
export function trackedOrderOf(order: PlacedOrder): TrackedOrder {
  const courier = order.delivery_man;
  return {
    order_status: order.order_status,
    delivery_man: courier
      ? {
          f_name: courier.f_name,
          l_name: courier.l_name,
          lat: courier.lat ?? null,
          lng: courier.lng ?? null,
          location: courier.location ?? null,
        }
      : null,
    store_delivery_time: order.store?.delivery_time ?? null,
    placed_at: placedAt(order),
    destination: trackingPlaces(order).destination,
    pickup: trackingPlaces(order).pickup,
  };
}

/** The courier's next stop: the pickup until the order is picked up, then the destination. */
export function nextStop(phase: TrackingPhase, places: TrackingPlaces): LatLng | null {
  if (phase === 'assigned') return places.pickup;
  if (phase === 'pickedUp' || phase === 'near') return places.destination;
  return null;
}
