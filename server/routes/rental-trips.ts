// Rental trips (platform-api-more §11 "Trips"): booking the rental cart, the trip list, details, cancel
// and payment. Token-or-guest like the cart; trip-booking answers the bare trip id.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Catalog, Store } from '../catalog/catalog.ts';
import { send, url } from '../http/respond.ts';
import { ApiError, fail } from '../http/errors.ts';
import { input, readBody } from '../http/body.ts';
import { moduleOf, ownerOf, type Owner } from '../request/access.ts';
import { NOT_THE_OWNER } from '../request/guest-lookup.ts';
import { int, num, present, str, validate } from '../http/validate.ts';
import { isoStamp } from '../catalog/time.ts';
import { walletEntry } from '../services/wallet.ts';
import { refundOnCancel } from '../services/refunds.ts';
import { createPaymentRequest } from '../services/payments.ts';
import { RentalCarts, Trips, type TripRow } from '../services/rental-records.ts';
import { normalizePhone } from '../http/people.ts';
import { bookTrip } from '../handlers/trip-booking.ts';

const RUNNING = ['pending', 'confirmed', 'ongoing', 'payment_failed'];
const COMPLETED = ['completed', 'canceled'];

const providerBrief = (p: Store) => ({
  id: p.id,
  name: p.name,
  logo: p.logo,
  cover_photo: p.cover_photo,
  phone: p.phone,
  logo_full_url: p.logo_full_url,
  cover_photo_full_url: p.cover_photo_full_url,
});

/** The stored trip with its live status columns and its provider. */
function tripOut(catalog: Catalog, t: TripRow) {
  const p = catalog.storeById.get(t.provider_id);
  return {
    ...(JSON.parse(t.data) as Record<string, unknown>),
    trip_status: t.trip_status,
    payment_status: t.payment_status,
    provider: p ? providerBrief(p) : null,
  };
}

export function registerRentalTrips(r: Routes, deps: Deps): void {
  registerTripBooking(r, deps);
  registerTripReads(r, deps);
  registerTripChanges(r, deps);
}

/** trip-booking: the rental cart becomes a trip, priced by the server (handlers/trip-booking.ts). */
function registerTripBooking(r: Routes, deps: Deps): void {
  const carts = new RentalCarts(deps.db);
  const trips = new Trips(deps.db);
  r.post('/rental/user/trip/trip-booking', (c) => bookTrip(c, deps, carts, trips));
}

/** The trip list and a trip's details. */
function registerTripReads(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const trips = new Trips(db);

  const findTrip = (owner: Owner, id: number) => trips.find(owner, id);

  r.get('/rental/user/trip/get-trip-list/:type', (c) => {
    const q = c.req.query();
    const owner = ownerOf(c, deps, q);
    moduleOf(c, deps, 'optional');
    validate(
      { ...q, type: c.req.param('type') },
      { type: 'in:running,completed,all', search: 'integer', limit: 'integer|min:1', offset: 'integer|min:1' },
    );
    const type = c.req.param('type');
    const rows = trips
      .list(owner)
      .filter(
        (t) =>
          (type === 'running' ? RUNNING : type === 'completed' ? COMPLETED : [...RUNNING, ...COMPLETED]).includes(
            t.trip_status,
          ) &&
          (!q.trip_status || t.trip_status === q.trip_status) &&
          (!q.search || t.id === Number(q.search)),
      );
    const limit = q.limit ? Number(q.limit) : 25;
    const offset = q.offset ? Number(q.offset) : 1;
    return send(c, {
      total_size: rows.length,
      limit,
      offset,
      trips: rows.slice((offset - 1) * limit, offset * limit).map((t) => tripOut(catalog, t)),
    });
  });

  r.get('/rental/user/trip/get-trip-details', (c) => {
    const q = c.req.query();
    validate(q, { trip_id: 'required|integer|min:1', contact_number: 'string|max:20' });
    // A guest's trip is found from any device by its id and the contact number it was booked with, as a
    // guest's order is (request/guest-lookup.ts, README "Finding a guest's order or trip").
    const byContact = present(q.contact_number);
    const t = byContact
      ? trips.findByContact(int(q.trip_id), normalizePhone(q.contact_number))
      : findTrip(ownerOf(c, deps, q), int(q.trip_id));
    if (!t) throw new ApiError(404, { errors: 'Trip data not found' });
    // A trip id and a phone number prove nothing about the booker: user_id (for a guest, the guest id,
    // its only credential, which reads and cancels its orders) and the 4-digit OTP the driver asks for at
    // pickup are shown to the owner only.
    const owner = byContact ? NOT_THE_OWNER : {};
    const details = trips.details(t.id) as Array<{
      id: number;
      vehicle_details: { name: string; thumbnail_full_url: string };
      license_plate_number: string[];
    }>;
    const p = catalog.storeById.get(t.provider_id)!;
    return send(c, {
      ...tripOut(catalog, t),
      ...owner,
      trip_details: details,
      vehicle_identity: details.map((d) => ({
        vehicle_name: d.vehicle_details.name,
        vehicle_thumbnail: d.vehicle_details.thumbnail_full_url,
        license_plate_number: d.license_plate_number,
        driver_data: null,
        rating: null,
        comment: null,
        reply: null,
        replied_at: null,
      })),
      provider: {
        ...providerBrief(p),
        rating: p.ratings,
        reviews_section: p.reviews_section,
        total_vehicles: catalog.vehicles.filter((v) => v.provider_id === p.id).length,
        avg_rating: p.avg_rating,
        rating_count: p.rating_count,
        chat: 0,
      },
    });
  });
}

/** cancel-trip and payment. */
function registerTripChanges(r: Routes, deps: Deps): void {
  const { db } = deps;
  const trips = new Trips(db);

  const findTrip = (owner: Owner, id: number) => trips.find(owner, id);

  async function cancel(c: Context) {
    const body = await input(c);
    const owner = ownerOf(c, deps, body);
    validate(body, { trip_id: 'required|integer|min:1', cancellation_reason: 'string|max:255' });
    const t = findTrip(owner, int(body.trip_id));
    if (!t) throw new ApiError(404, { errors: 'Trip data not found' });
    if (t.trip_status !== 'pending') throw new ApiError(403, { errors: 'You can not cancal this trip' });
    const at = isoStamp(deps.now());
    trips.transaction(() => {
      // Read again in the step that writes: a payment may have landed since the lookup above.
      const now = trips.find(owner, t.id)!;
      const stored = JSON.parse(now.data) as Record<string, unknown> & { trip_amount: number };
      const refund =
        now.payment_status === 'paid'
          ? refundOnCancel(db, deps.config(), deps.now(), {
              id: t.id,
              ownerId: owner.id,
              isGuest: owner.isGuest,
              amount: stored.trip_amount,
              type: 'order_refund',
              note: body.cancellation_reason ? str(body.cancellation_reason) : null,
            })
          : null;
      const data = {
        ...stored,
        canceled: at,
        cancellation_reason: body.cancellation_reason ?? null,
        canceled_by: 'customer',
        ...(refund ? { refund } : {}),
      };
      if (!trips.cancel(t.id, data, at, refund?.refund_status === 'refunded' ? 'refunded' : undefined))
        throw new ApiError(403, { errors: 'You can not cancal this trip' });
    });
    return send(c, { message: 'Trip successfully canceled' });
  }
  r.put('/rental/user/trip/cancel-trip', cancel);
  r.post('/rental/user/trip/cancel-trip', cancel);

  r.post('/rental/user/trip/payment', async (c) => {
    const body = await readBody(c);
    const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
    validate(body, {
      trip_id: 'required|integer|min:1',
      payment_method: 'required|in:cash_payment,wallet,partial_payment,digital_payment',
      payment_gateway: 'string|max:50',
      callback_url: 'string|max:2048',
    });
    const t = findTrip(owner, int(body.trip_id));
    if (!t) throw new ApiError(404, { message: 'Trip data not found' });
    const data = JSON.parse(t.data) as { trip_amount: number };
    const at = isoStamp(deps.now());
    if (t.trip_status === 'canceled') fail(403, 'trip', 'This trip is canceled');
    if (t.payment_status === 'paid') fail(403, 'trip', 'This trip is already paid');
    if (body.payment_method === 'digital_payment') {
      const id = createPaymentRequest(
        db,
        {
          kind: 'trip',
          user_id: owner.isGuest ? null : owner.id,
          order_id: t.id,
          amount: data.trip_amount,
          payment_method: str(body.payment_gateway) || 'digital_payment',
          callback: body.callback_url ? str(body.callback_url) : null,
        },
        at,
      );
      return send(c, url(`/payment/pay?payment_id=${id}`));
    }
    if (body.payment_method === 'wallet') {
      if (owner.isGuest || !owner.user)
        throw new ApiError(403, { message: 'Wallet payment is not available for guests' });
      // One step: the trip is marked paid only if it was unpaid and not cancelled, and walletEntry refuses
      // a debit above the balance it reads; a refusal rolls both back.
      trips.transaction(() => {
        if (!trips.markPaid(t.id, at)) fail(403, 'trip', 'This trip is already paid');
        walletEntry(db, deps.now(), owner.id, {
          debit: num(data.trip_amount),
          type: 'trip_payment',
          reference: String(t.id),
        });
      });
      return send(c, { message: 'Payment successful' });
    }
    trips.setData(t.id, { ...data, payment_method: body.payment_method }, at);
    return send(c, { message: 'Payment method updated successfully' });
  });
}
