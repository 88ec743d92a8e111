import type { ActorRefFrom } from 'xstate';
import type { addToCartMachine } from '../../machines/cart/addToCart.machine';
import type { cartLineMachine } from '../../machines/cart/cartLine.machine';
import type { checkoutGatingMachine } from '../../machines/checkout/checkoutGating.machine';
import type { buyNowMachine } from '../../machines/checkout/buyNow.machine';
import { useReady, type LazyActor } from './lazyActor';
import { flowContext } from './flowContext';

export type AddToCartActor = ActorRefFrom<typeof addToCartMachine>;
export type CheckoutGatingActor = ActorRefFrom<typeof checkoutGatingMachine>;
export type BuyNowActor = ActorRefFrom<typeof buyNowMachine>;

/** The app-wide cart flows, created by the edge (src/app/cartFlows.ts) with their real effects. */
export interface CartFlows {
  /** Send `cart.add` here from product cards, the item dialog and the wishlist. */
  addToCart: AddToCartActor;
  /** The cart drawer and where "Proceed To Checkout" leads. */
  checkout: CheckoutGatingActor;
  /** Send `checkout.buyNow` here from Buy Now / Order Now. */
  buyNow: BuyNowActor;
  /** The cart-line machine with its real calls: one actor per line in the drawer (or per card stepper). */
  cartLine: typeof cartLineMachine;
}

/**
 * Created on first use (the first add, the drawer, a buy now), so they are not in the first load. The loader is
 * for views of the first screen, which must not wait for them.
 */
export const [CartFlowsContext, useCartFlowsLoader] = flowContext<LazyActor<CartFlows>>('CartFlowsContext');

/** The cart flows, suspending until they are loaded: for views that mount after an interaction. */
export function useCartFlows(): CartFlows {
  return useReady(useCartFlowsLoader());
}

export const useAddToCart = (): AddToCartActor => useCartFlows().addToCart;
