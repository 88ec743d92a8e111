/**
 * api §3.7 order/place: the fields a flow built (checkout's `orderRequest`, the parcel's `parcelOrderBody`) read
 * into the contract's request, field by field, instead of cast. A field the contract does not name is a
 * programming error, refused before anything is sent: add it to openapi/storefront.yaml first. The server
 * decides every amount; `order_amount` is only what the customer saw. The methods are the vocabulary's
 * (src/domain/payment.ts); `tsc` refuses one the contract's enum does not name.
 */
import { ORDER_PAYMENT_METHODS } from '../../domain/payment';
import type { components } from '../schema.gen';

export type PlaceOrderRequest = components['schemas']['PlaceOrderRequest'];
type Field = keyof PlaceOrderRequest;

const ORDER_TYPES = ['take_away', 'delivery', 'parcel'] as const;
const CHARGE_PAYERS = ['sender', 'receiver'] as const;

type Kind = 'number' | 'text' | 'numberOrText' | 'flag' | 'schedule' | 'receiver';
/** The kind of a field's value, from its type in the contract (so the table below cannot disagree with it). */
type KindOf<T> = [T] extends [number]
  ? 'number'
  : [T] extends [string]
    ? 'text'
    : [T] extends [string | null]
      ? 'schedule'
      : [T] extends [string | number]
        ? 'numberOrText'
        : [T] extends [number | boolean]
          ? 'flag'
          : 'receiver';
type OptionalField = Exclude<Field, 'order_amount' | 'payment_method' | 'order_type' | 'charge_payer'>;
/** Each optional field of the request by the kind of value the contract takes. */
const OPTIONAL: { readonly [K in OptionalField]-?: KindOf<Exclude<PlaceOrderRequest[K], undefined>> } = {
  store_id: 'number',
  distance: 'number',
  dm_tips: 'number',
  extra_packaging_amount: 'number',
  is_buy_now: 'number',
  cart_id: 'number',
  parcel_category_id: 'number',
  address: 'text',
  address_type: 'text',
  floor: 'text',
  road: 'text',
  house: 'text',
  contact_person_name: 'text',
  contact_person_number: 'text',
  contact_person_email: 'text',
  password: 'text',
  coupon_code: 'text',
  order_note: 'text',
  delivery_instruction: 'text',
  unavailable_item_note: 'text',
  cart: 'text',
  order_attachment: 'text',
  latitude: 'numberOrText',
  longitude: 'numberOrText',
  guest_id: 'numberOrText',
  create_new_user: 'flag',
  partial_payment: 'flag',
  cutlery: 'flag',
  schedule_at: 'schedule',
  receiver_details: 'receiver',
};

const refuse = (field: string, value: unknown): never => {
  throw new TypeError(`order/place: ${field} cannot be ${JSON.stringify(value)} (openapi PlaceOrderRequest)`);
};

function numberOf(field: string, v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : refuse(field, v);
}

function oneOf<T extends string>(field: string, list: readonly T[], v: unknown): T {
  return list.find((x) => x === v) ?? refuse(field, v);
}

/** One optional field's value as its kind takes it. */
function valueOf(field: string, kind: Kind, v: unknown): PlaceOrderRequest[OptionalField] {
  if (kind === 'number') return numberOf(field, v);
  if (kind === 'text') return typeof v === 'string' ? v : refuse(field, v);
  if (kind === 'numberOrText') return typeof v === 'string' || typeof v === 'number' ? v : refuse(field, v);
  if (kind === 'flag') return typeof v === 'number' || typeof v === 'boolean' ? v : refuse(field, v);
  if (kind === 'schedule') return v === null || typeof v === 'string' ? v : refuse(field, v);
  // receiver_details: the parcel's receiver as a JSON string (its multipart form cannot carry an object).
  return typeof v === 'string' ? v : refuse(field, v);
}

const isOptional = (k: string): k is OptionalField => Object.hasOwn(OPTIONAL, k);

/** The flow's fields as the contract's order/place request; an absent (undefined) field stays absent. */
export function placeOrderBody(fields: Readonly<Record<string, unknown>>): PlaceOrderRequest {
  const body: PlaceOrderRequest = {
    order_amount: numberOf('order_amount', fields.order_amount),
    payment_method: oneOf('payment_method', ORDER_PAYMENT_METHODS, fields.payment_method),
    order_type: oneOf('order_type', ORDER_TYPES, fields.order_type),
  };
  const optional: Partial<Record<OptionalField, PlaceOrderRequest[OptionalField]>> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || k === 'order_amount' || k === 'payment_method' || k === 'order_type') continue;
    if (k === 'charge_payer') body.charge_payer = oneOf(k, CHARGE_PAYERS, v);
    else if (isOptional(k)) optional[k] = valueOf(k, OPTIONAL[k], v);
    else refuse(k, v);
  }
  return Object.assign(body, optional);
}
