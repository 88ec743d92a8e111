// Parcel orders (platform-api §3.7 parcel fields, more §10 parcel-instructions). The parcel module has no
// stores or items: an order carries the sender's address (the usual address/latitude/longitude/contact
// fields), `receiver_details` (JSON), `parcel_category_id` and `charge_payer`. The server prices it
// itself — distance between the two points, the category's per-km and minimum charges (else the sender
// zone's charges for the parcel module, else the config's parcel charges), capped by the zone's maximum,
// plus the zone's increased fee, the additional charge and tips — and never trusts the posted
// `order_amount` or `distance`. src/domain/parcel.ts prices it the same way for the page. The order is
// priced, inserted and paid like every other (services/orders.ts insertOrder, services/order-placement.ts).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Owner } from '../request/access.ts';
import { send } from '../http/respond.ts';
import { deliveryAddressOf } from './order-address.ts';
import { parcelKm } from '../services/parcel-fee.ts';
import { fail } from '../http/errors.ts';
import { int, num, present, str, validate } from '../http/validate.ts';
import { normalizePhone } from '../http/people.ts';
import { checkPaymentMethod, type OrderPlacement } from '../services/order-placement.ts';
import type { ParcelOrderInput } from '../services/orders.ts';
import { keepAnswer } from '../request/idempotency.ts';
import { placedAnswer } from './order-answer.ts';

function receiverOf(raw: unknown): Record<string, unknown> {
  let v = raw;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      fail(403, 'receiver_details', 'The receiver details must be a valid JSON string.');
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v))
    fail(403, 'receiver_details', 'The receiver details field is required.');
  const o = v as Record<string, unknown>;
  validate(o, {
    contact_person_name: 'required|string|max:100',
    contact_person_number: 'required|string|max:20',
    address: 'required|string|max:255',
    latitude: 'required|numeric|min:-90|max:90',
    longitude: 'required|numeric|min:-180|max:180',
    road: 'string|max:255',
    house: 'string|max:255',
    floor: 'string|max:255',
  });
  return o;
}

type Point = { lat: number; lng: number };

/** The parcel's category, its two points and the sender's zone; refused when either point is not served. */
function parcelRoute(deps: Deps, owner: Owner, body: Record<string, unknown>) {
  const { catalog } = deps;
  const cfg = deps.config();
  validate(body, {
    parcel_category_id: 'required|integer|min:1',
    charge_payer: 'required|in:sender,receiver',
    address: 'required',
    latitude: 'required',
    longitude: 'required',
    delivery_instruction: 'string|max:255',
  });
  if (owner.isGuest) {
    if (Number(cfg.guest_checkout_status) !== 1) fail(403, 'is_guest', 'Guest checkout is not available');
    validate(body, { contact_person_name: 'required', contact_person_number: 'required' });
  }
  const receiver = receiverOf(body.receiver_details);
  const category = catalog.parcelCategories.find((p) => p.id === int(body.parcel_category_id) && p.status === 1);
  if (!category) fail(404, 'parcel_category', 'Parcel category not found');

  const from = { lat: num(body.latitude), lng: num(body.longitude) };
  const to = { lat: num(receiver.latitude), lng: num(receiver.longitude) };
  const servesParcel = (p: Point) =>
    catalog.zonesAt(p.lat, p.lng).filter((z) => z.status === 1 && z.modules.includes(category.module_id));
  const senderZones = servesParcel(from);
  if (!senderZones.length) fail(403, 'coordinates', 'Service not available in this area');
  const receiverZones = servesParcel(to);
  if (!receiverZones.length) fail(403, 'coordinates', "The receiver's address is outside our service area");
  return { receiver, category, from, to, zone: senderZones[0]!, receiverZoneId: receiverZones[0]!.id };
}

type ParcelRoute = ReturnType<typeof parcelRoute>;

function receiverDetailsOf(route: ParcelRoute) {
  const { receiver } = route;
  return {
    id: null,
    address_type: str(receiver.address_type) || 'others',
    contact_person_name: str(receiver.contact_person_name),
    contact_person_number: normalizePhone(receiver.contact_person_number),
    address: str(receiver.address),
    latitude: str(receiver.latitude),
    longitude: str(receiver.longitude),
    zone_id: route.receiverZoneId,
    road: receiver.road ?? null,
    house: receiver.house ?? null,
    floor: receiver.floor ?? null,
  };
}

/** The parcel as the one order insert takes it: the sender's address, and the receiver, category and payer. */
function parcelOrderOf(owner: Owner, body: Record<string, unknown>, route: ParcelRoute): ParcelOrderInput {
  return {
    ownerId: owner.id,
    isGuest: owner.isGuest,
    moduleId: route.category.module_id,
    orderType: 'parcel',
    paymentMethod: str(body.payment_method),
    category: route.category,
    zone: route.zone,
    km: parcelKm(route.from, route.to),
    dmTips: present(body.dm_tips) ? num(body.dm_tips) : 0,
    address: deliveryAddressOf(body, owner),
    scheduleAt: null,
    note: present(body.order_note) ? str(body.order_note) : null,
    extra: {
      parcel_category_id: route.category.id,
      receiver_details: receiverDetailsOf(route),
      charge_payer: str(body.charge_payer),
      delivery_instruction: present(body.delivery_instruction) ? str(body.delivery_instruction) : null,
    },
  };
}

/** `order/place` with `order_type=parcel` (called from handlers/order-place.ts after the common validation). */
export function placeParcelOrder(
  c: Context,
  deps: Deps,
  placement: OrderPlacement,
  owner: Owner,
  body: Record<string, unknown>,
) {
  const route = parcelRoute(deps, owner, body);
  checkPaymentMethod(deps.config(), {
    method: body.payment_method,
    isGuest: owner.isGuest,
    zone: route.zone,
    parcel: { chargePayer: body.charge_payer },
  });
  const order = parcelOrderOf(owner, body, route);
  // The order and its Idempotency-Key answer commit together.
  return deps.db.transaction(() => {
    const placed = placement.place(deps.config(), deps.now(), order);
    return keepAnswer(c, send(c, placedAnswer(owner, placed)));
  })();
}
