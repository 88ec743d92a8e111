import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { lineLimits, type LineLimits } from '../domain/cartLine';
import type { CartLine } from '../domain/types/cart';
import type { cartLineMachine } from '../../machines/cart/cartLine.machine';
import { useCartFlows } from './cart';

// Apart from ./cart (whose context the app provides at boot), so the line rules load with the first stepper or drawer row.

/**
 * One cart line's quantity flow (core §4 Cart line quantity), for the drawer's rows and the product cards'
 * steppers: the actor, whether a call is under way, and the line's limits, kept in step with the cart.
 */
export function useCartLine(line: Pick<CartLine, 'id' | 'quantity' | 'variation' | 'item'>): {
  actor: ActorRefFrom<typeof cartLineMachine>;
  busy: boolean;
  limits: LineLimits;
} {
  const { cartLine } = useCartFlows();
  const limits = lineLimits(line);
  const actor = useActorRef(cartLine, { input: { cartId: line.id, ...limits } });
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  const { quantity, stock, max } = limits;
  useEffect(() => {
    actor.send({ type: 'cart.line.sync', quantity, stock, max });
  }, [actor, quantity, stock, max]);
  return { actor, busy, limits };
}
