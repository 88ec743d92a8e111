/**
 * A prescription-only order (platform-api-turn4 §5.1): no cart, the customer's prescription images, a note,
 * the delivery address and a tip, cash on delivery; the store sets the price later. Pure rules the
 * prescriptionOrder machine and its page read: which files may go, when the order may be sent, its fields.
 */
import type { DeliveryAddress } from './address';
import { flagOn, type Flag } from './flags';

/** The platform's limit (its checkout's too): at most 3 images a time, each at most 2 MB (acc §5 image upload). */
export const MAX_PRESCRIPTION_IMAGES = 3;
export const MAX_PRESCRIPTION_BYTES = 2048 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif'];

/** A picked image as the draft keeps it: the file itself is opaque here (a Blob in the browser). */
export interface PrescriptionImage {
  id: string;
  name: string;
  type: string;
  size: number;
  file: unknown;
}

export type FileProblem = 'format' | 'size' | 'count';

/** Why a pick cannot be added, checked before any upload: a wrong type, a file over 2 MB, more than 3 in all. */
export function pickProblem(
  kept: readonly PrescriptionImage[],
  picked: ReadonlyArray<Pick<PrescriptionImage, 'name' | 'type' | 'size'>>,
): FileProblem | null {
  const typeOk = (f: { type: string; name: string }) =>
    f.type ? TYPES.includes(f.type.toLowerCase()) : /\.(jpe?g|png|gif)$/i.test(f.name);
  if (picked.some((f) => !typeOk(f))) return 'format';
  if (picked.some((f) => f.size > MAX_PRESCRIPTION_BYTES)) return 'size';
  if (kept.length + picked.length > MAX_PRESCRIPTION_IMAGES) return 'count';
  return null;
}

export type PrescriptionProblem = 'images' | 'address' | 'contact';

/** What stops Place order, in the order the page shows it. */
export function placeProblem(d: {
  images: readonly PrescriptionImage[];
  address: DeliveryAddress | null;
}): PrescriptionProblem | null {
  if (!d.images.length) return 'images';
  if (!d.address || !d.address.address || !d.address.latitude) return 'address';
  if (!d.address.contact_person_name?.trim() || !d.address.contact_person_number?.trim()) return 'contact';
  return null;
}

/** Where the entry shows: the config takes prescription orders and so does this pharmacy store. */
export const takesPrescriptions = (
  config: { prescription_order_status?: Flag } | undefined,
  store: { prescription_order?: Flag; module?: { module_type?: string } | null } | undefined,
): boolean => flagOn(config?.prescription_order_status) && flagOn(store?.prescription_order);

/** The multipart fields of prescription/place (files go separately as `order_attachment[]`). */
export function prescriptionFields(d: {
  storeId: number;
  note: string;
  tip: number;
  address: DeliveryAddress;
  distanceKm: number;
}): Record<string, string> {
  const a = d.address;
  const fields: Record<string, string> = {
    store_id: String(d.storeId),
    address: a.address,
    latitude: a.latitude,
    longitude: a.longitude,
    distance: String(Math.max(0, Math.round(d.distanceKm * 1000) / 1000)),
    contact_person_name: a.contact_person_name,
    contact_person_number: a.contact_person_number,
    address_type: a.address_type,
    dm_tips: String(Math.max(0, d.tip)),
  };
  if (d.note.trim()) fields.order_note = d.note.trim();
  for (const k of ['road', 'house', 'floor'] as const) if (a[k]) fields[k] = String(a[k]);
  return fields;
}

/** The refusals the page words itself; any other is said as the server put it. */
export type PrescriptionRefusal = 'notAccepting' | 'files' | 'closed' | 'outOfZone' | 'other';

export function refusalOf(code: string | undefined, status: number): PrescriptionRefusal {
  if (code === 'prescription_order') return 'notAccepting';
  if (code === 'order_attachment') return 'files';
  if (code === 'coordinates') return 'outOfZone';
  if (status === 406 || (status === 404 && code === 'order_time')) return 'closed';
  return 'other';
}

/** A prescription order's total is the store's to set: until it has, the order says "price to be confirmed". */
export const priceToBeConfirmed = (o: {
  prescription_order?: number | null;
  prescription_price?: number | null;
  order_status?: string | null;
}): boolean => Boolean(o.prescription_order) && o.prescription_price == null && o.order_status !== 'canceled';
