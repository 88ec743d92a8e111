// customer/order/prescription/place (platform-api-turn4 §5.1): a pharmacy order with no cart, only the
// customer's prescription images; the store sets its price later (routes/store-desk.ts). Stricter than the
// platform where the platform trusts its web client: the config's prescription_order_status and the store's
// prescription_order flag are checked here, and the images are checked by content (JPEG, PNG, GIF; at most
// MAX_PRESCRIPTION_IMAGES of 2 MB each, services/uploads.ts). Always cash on delivery and delivery, as on
// the platform. The order goes through the one placement (services/order-placement.ts, whose insert is
// services/orders.ts insertOrder) with no lines.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { int, num, present, str, validate } from '../http/validate.ts';
import { normalizePhone } from '../http/people.ts';
import { ownerOf, type Owner } from '../request/access.ts';
import { checkImage, storeImage, type CheckedImage } from '../services/uploads.ts';
import { orderTimeRefusal } from '../services/order-time.ts';
import { deliveryKm } from '../services/order-price.ts';
import { OrderPlacement } from '../services/order-placement.ts';
import { keepAnswer } from '../request/idempotency.ts';
import { checkMoney } from '../request/money.ts';
import { digitsOf } from '../services/pricing.ts';
import { placedAnswer } from './order-answer.ts';
import { isoStamp } from '../catalog/time.ts';
import { deliveryAddressOf } from './order-address.ts';

/** The platform's web client sends at most this many prescription images (its checkout's limit too). */
export const MAX_PRESCRIPTION_IMAGES = 3;
export const TOO_MANY_IMAGES = 'Maximum 3 images can be send at a time.';
export const NOT_ACCEPTING = 'This store does not take prescription orders';

export function prescriptionPlacement(deps: Deps) {
  const placement = new OrderPlacement(deps.db, deps.catalog);
  return (c: Context) => placePrescription(c, deps, placement);
}

async function placePrescription(c: Context, deps: Deps, placement: OrderPlacement): Promise<Response> {
  const body = await readBody(c);
  const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
  const cfg = deps.config();
  validate(body, {
    store_id: 'required|integer|min:1',
    distance: 'numeric|min:0|max:1000',
    address: 'required|string|max:255',
    latitude: 'required|numeric|min:-90|max:90',
    longitude: 'required|numeric|min:-180|max:180',
    dm_tips: 'numeric|min:0|max:100000',
    order_note: 'string|max:1000',
    contact_person_name: 'string|max:100',
    contact_person_number: 'string|max:20',
  });
  checkMoney(body, { dm_tips: { min: 0, max: 100000, exact: true } }, digitsOf(cfg));
  const plan = planPrescription(deps, owner, body);
  const images = await checkedImages(body);
  return deps.db.transaction(() => {
    const now = deps.now();
    const o = placement.place(cfg, now, {
      ownerId: owner.id,
      isGuest: owner.isGuest,
      store: plan.store,
      zone: plan.zone,
      moduleId: plan.store.module_id,
      lines: [],
      coupon: null,
      orderType: 'delivery',
      paymentMethod: 'cash_on_delivery',
      km: deliveryKm(
        plan.store,
        { lat: num(body.latitude), lng: num(body.longitude) },
        present(body.distance) ? num(body.distance) : null,
      ),
      dmTips: present(body.dm_tips) ? num(body.dm_tips) : 0,
      address: deliveryAddressOf(body, owner),
      scheduleAt: null,
      note: present(body.order_note) ? str(body.order_note) : null,
      extra: {
        prescription_order: 1,
        order_attachment: images.map((img) => storeImage(deps.db, img, isoStamp(now))),
        delivery_instruction: body.delivery_instruction ?? null,
      },
    });
    return keepAnswer(c, send(c, { ...placedAnswer(owner, o), offline_payments: null }));
  })();
}

/** Every check before the images: guest contact, the flags, the store, its hours, its zone and cash on delivery. */
function planPrescription(deps: Deps, owner: Owner, body: Record<string, unknown>) {
  const cfg = deps.config();
  if (owner.isGuest) {
    if (Number(cfg.guest_checkout_status) !== 1) fail(403, 'is_guest', 'Guest checkout is not available');
    validate(body, { contact_person_name: 'required', contact_person_number: 'required' });
    if (!normalizePhone(body.contact_person_number))
      fail(403, 'contact_person_number', 'The contact person number format is invalid.');
  }
  if (!cfg.home_delivery_status) fail(403, 'order_type', 'Home delivery is not available');
  const store = deps.catalog.storeById.get(int(body.store_id));
  if (!store || store.status !== 1) fail(404, 'order_time', 'Store not found');
  if (!cfg.prescription_order_status || !store.prescription_order) fail(403, 'prescription_order', NOT_ACCEPTING);
  const refusal = orderTimeRefusal(cfg, store, deps.now(), null);
  if (refusal) fail(refusal.status, refusal.code, refusal.message);
  const zones = deps.catalog.zonesAt(num(body.latitude), num(body.longitude)).filter((z) => z.status === 1);
  const zone = zones.find((z) => z.id === store.zone_id);
  if (!zone) fail(403, 'coordinates', 'Out of coverage');
  if (!cfg.cash_on_delivery || zone.cash_on_delivery === 0) fail(403, 'order_time', 'Cash on delivery is not active');
  return { store, zone };
}

/** `order_attachment[]`: at least one image, at most MAX_PRESCRIPTION_IMAGES, each checked by content. */
async function checkedImages(body: Record<string, unknown>): Promise<CheckedImage[]> {
  const sent = body['order_attachment[]'] ?? body.order_attachment;
  const files = (Array.isArray(sent) ? sent : sent !== undefined && sent !== '' ? [sent] : []).filter((f) => f !== '');
  if (!files.length) fail(403, 'order_attachment', 'The order attachment field is required.');
  if (files.length > MAX_PRESCRIPTION_IMAGES) fail(403, 'order_attachment', TOO_MANY_IMAGES);
  const out: CheckedImage[] = [];
  for (const f of files) {
    const img = await checkImage('order_attachment', f);
    if (img) out.push(img);
  }
  return out;
}
