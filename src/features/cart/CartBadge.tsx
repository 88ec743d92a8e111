import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useCartFlowsLoader } from '../../flows/cart';
import { useLoaded } from '../../flows/lazyActor';
import { showsCartBadge } from '../../domain/cart';
import { CartIcon } from './icons';
import { useCartView } from './useCartView';

export const badgeCount = css({
  position: 'absolute',
  top: '0.5',
  insetEnd: '0.5',
  minWidth: '5',
  height: '5',
  px: '1',
  borderRadius: 'full',
  bg: 'fg.danger',
  color: 'fg.inverse',
  fontSize: '2xs',
  fontWeight: 'bold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: '1',
});

/** acc §2 Header: the cart badge (not in parcel or rental); it opens the cart drawer (shown by CartHost). */
export function CartBadge() {
  const { t } = useLingui();
  const flows = useCartFlowsLoader();
  const open = useSelector(useLoaded(flows)?.checkout, (s) => s?.matches('open') ?? false);
  const view = useCartView();
  if (!showsCartBadge(view.module.type)) return null;
  const count = view.lines.length;
  const label = `${t`Shopping Cart`}, ${plural(count, { one: '# item', other: '# items' })}`;
  return (
    <button
      type="button"
      className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ position: 'relative' })}`}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      title={t`Shopping Cart`}
      onClick={() => void flows.get().then(({ checkout }) => checkout.send({ type: 'cart.drawer.open' }))}
      data-testid="cart-badge"
    >
      <CartIcon />
      {count > 0 ? (
        <span className={badgeCount} aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </button>
  );
}
