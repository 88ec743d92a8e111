/** The checkout machine's input, context, events and the order/place request its edge sends (issue 13, 30). */
import type { DeliveryAddress, GuestContact, OrderType } from '../../src/domain/address';
import type { Point } from './checkout.facts';
import type {
  AppliedCoupon,
  CheckoutDraft,
  PaymentChoice,
  PlaceFacts,
  PlacedOrder,
  PlaceProblem,
  Refusal,
} from './checkout.rules';

export interface CheckoutInput {
  /** The order type the store and config offer first (delivery when both are allowed). */
  orderType: OrderType;
  /** The first active payment method, preselected (acc §5 "the first active payment method is preselected"). */
  payment: PaymentChoice | null;
  /** A guest's contact kept on the device, or the signed-in customer's default address. */
  address?: DeliveryAddress | null;
  contact?: GuestContact | null;
  /** The draft kept on the device from an earlier visit (order type, time, payment, tip, notes, cutlery). */
  draft?: Partial<CheckoutDraft> | null;
  /** Where the store is: the zone is asked there for take-away, the distance from there for a delivery. */
  storeAt?: Point | null;
  /** Signed in: the customer's coupons are asked for. */
  signedIn?: boolean;
}

export interface CheckoutContext {
  draft: CheckoutDraft;
  /** Why Place Order did not send (a rule of the page, by its message id), until the form changes. */
  problem: PlaceProblem | null;
  /** Over the cash limit: the limit, named in the message. */
  codLimit: number | null;
  /** Over the cash limit, cash on delivery was replaced by this method (null when none other is offered). */
  switchedTo: PaymentChoice | null;

  /** The server's refusal of the last order/place, shown by its code; the form stays as it was. */
  refusal: Refusal | null;
  coupon: AppliedCoupon | null;
  /** The code being applied and the amount it is checked against (acc §9 min_purchase). */
  couponRequest: { code: string; amount: number; kept?: boolean } | null;
  /** `lapsed`: the code of a coupon kept from an earlier visit that no longer applies (the page says so). */
  couponProblem:
    (({ kind: 'minimum'; min: number } | { kind: 'server'; refusal: Refusal }) & { lapsed?: string }) | null;
  placed: PlacedOrder | null;
  storeAt: Point | null;
  signedIn: boolean;
}

export type DraftPatch = Partial<Omit<CheckoutDraft, 'orderType' | 'payment'>>;

export type CheckoutEvent =
  | { type: 'checkout.orderType.set'; orderType: OrderType }
  | { type: 'checkout.payment.set'; payment: PaymentChoice }
  /** The methods the config and the store's zone offer now (they change when the zone becomes known). */
  | { type: 'checkout.payment.offered'; offered: PaymentChoice[] }
  /** Any other field of the form (address, contact, schedule, tip, notes, cutlery, prescriptions…). */
  | { type: 'checkout.field.set'; patch: DraftPatch }
  | {
      type: 'checkout.coupon.apply';
      code: string;
      storeId: number;
      amount: number;
    }
  | { type: 'checkout.coupon.remove' }
  /** The page is ready (its bill known): the coupon kept in the draft (`code`) is applied again, checked against `amount`. */
  | { type: 'checkout.coupon.restore'; code: string; storeId: number; amount: number }
  /** Place Order, with what the page knows at that moment. */
  | { type: 'checkout.place'; facts: PlaceFacts };

export interface PlaceRequest {
  body: Record<string, string | number>;
  prescriptions: unknown[];
  /** Signed in and the address is new: save it to the book after the order. */
  saveAddress: DeliveryAddress | null;
  /** This Place Order intent (intentOf): the edge sends one Idempotency-Key per intent. */
  intent: string;
}
