import type { Actor } from 'xstate';
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type { orderResultMachine } from '../../machines/checkout/orderResult.machine';
import type { CheckoutDraft } from '../domain/checkoutDraft';

/** /order-placed's search as checkout opens it; `offline_method`: the business's offline method chosen at checkout. */
export interface PlacedSearch {
  order_id: number;
  contact_number?: string;
  offline_method?: number;
}

/**
 * The checkout's edge (src/app/checkoutFlows.ts), reached through the order flows: the machine with its
 * API calls, cart and navigation effects, and the draft the device keeps. The pages hold none of these.
 */
export interface CheckoutFlows {
  createLogic(edge: {
    showPlaced(search: PlacedSearch): void;
    leaveTo(url: string): void;
    buyNow: boolean;
    draftKey: string;
  }): typeof checkoutMachine;
  /** Which draft a checkout keeps: per module, page and store. */
  draftKeyOf(page: string, storeId: number): string;
  readDraft(key: string): Partial<CheckoutDraft> | null;
  /** Keeps the draft on the device as it changes; returns the stop. */
  keepDraft(actor: Actor<typeof checkoutMachine>, key: string): () => void;
  /** /order-placed: the order-result machine with its calls and navigation. */
  orderResultLogic(edge: {
    orderId: number;
    contactNumber: string | null;
    paymentReference: string | null;
  }): typeof orderResultMachine;
}
