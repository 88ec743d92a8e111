import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { CartLine } from '../../api/types';
import { useCartLine } from '../../flows/cartLine';
import { padQuantity } from '../../domain/stock';
import { roundControl } from './roundControl';

/** core §2 Product card quantity controls: the card's cart line, driven by the same cart-line flow as the drawer. */
export default function CardStepper({ line, name }: { line: CartLine; name: string }) {
  const { t } = useLingui();
  const { actor, busy, limits } = useCartLine(line);
  const { quantity } = limits;
  return (
    <div
      className={css({ cluster: '1', bg: 'bg.surface', borderRadius: 'full', boxShadow: 'raised' })}
      data-testid="card-stepper"
    >
      <button
        type="button"
        className={roundControl}
        onClick={() => actor.send({ type: 'cart.line.decrement' })}
        disabled={busy || quantity <= 1}
        aria-label={t`Decrease quantity of ${name}`}
      >
        −
      </button>
      <output
        aria-label={t`Quantity`}
        className={css({ minWidth: '5', textAlign: 'center', fontSize: 'sm', fontWeight: 'bold' })}
      >
        {padQuantity(quantity)}
      </output>
      <button
        type="button"
        className={roundControl}
        onClick={() => actor.send({ type: 'cart.line.increment' })}
        disabled={busy}
        aria-label={t`Increase quantity of ${name}`}
      >
        +
      </button>
    </div>
  );
}
