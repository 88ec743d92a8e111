import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { CartLine } from '../../api/types';
import { useCartFlows } from '../../flows/cart';
import { lineLimits, padQuantity } from '../../domain/cartLine';

const round = css({
  width: '11',
  height: '11',
  borderRadius: 'full',
  bg: 'bg.surface',
  color: 'fg.default',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  fontSize: 'lg',
  fontWeight: 'bold',
  _disabled: { cursor: 'default', opacity: 0.5 },
});

/** core §2 Product card quantity controls: the card's cart line, driven by the same cart-line flow as the drawer. */
export function CardStepper({ line, name }: { line: CartLine; name: string }) {
  const { t } = useLingui();
  const { cartLine } = useCartFlows();
  const limits = lineLimits(line);
  const actor = useActorRef(cartLine, { input: { cartId: line.id, ...limits } });
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  const { quantity, stock, max } = limits;
  useEffect(() => {
    actor.send({ type: 'cart.line.sync', quantity, stock, max });
  }, [actor, quantity, stock, max]);
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '1', bg: 'bg.surface', borderRadius: 'full', boxShadow: 'raised' })} data-testid="card-stepper">
      <button type="button" className={round} onClick={() => actor.send({ type: 'cart.line.decrement' })} disabled={busy || quantity <= 1} aria-label={t`Decrease quantity of ${name}`}>
        −
      </button>
      <output aria-label={t`Quantity`} className={css({ minWidth: '5', textAlign: 'center', fontSize: 'sm', fontWeight: 'bold' })}>
        {padQuantity(quantity)}
      </output>
      <button type="button" className={round} onClick={() => actor.send({ type: 'cart.line.increment' })} disabled={busy} aria-label={t`Increase quantity of ${name}`}>
        +
      </button>
    </div>
  );
}
