import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { IconBadgeButton } from '../../ui/IconBadgeButton';
import { useCartFlowsLoader } from '../../flows/cart';
import { useLoaded } from '../../flows/lazyActor';
import { showsCartBadge } from '../../domain/header';
import { CartIcon } from './icons';
import { pluralCategory } from '../../i18n/pluralCategory';
import { useCartView } from './useCartView';

/** acc §2 Header: the cart badge (not in parcel or rental); it opens the cart drawer (shown by CartHost). The phone's bottom bar has its own (`bottom`). */
export function CartBadge({ bottom }: { bottom?: boolean }) {
  const { t, i18n } = useLingui();
  const flows = useCartFlowsLoader();
  const open = useSelector(useLoaded(flows)?.checkout, (s) => s?.hasTag('open') ?? false);
  const view = useCartView();
  if (!showsCartBadge(view.module.type)) return null;
  const count = view.lines.length;
  const category = pluralCategory(count, i18n.locale);
  const label = `${t`Shopping Cart`}, ${select(category, { one: `${count} item`, other: `${count} items` })}`;
  return (
    <IconBadgeButton
      icon={<CartIcon />}
      count={count}
      label={label}
      title={t`Shopping Cart`}
      expanded={open}
      onClick={() => void flows.get().then(({ checkout }) => checkout.send({ type: 'cart.drawer.open' }))}
      testId={bottom ? 'bottom-nav-cart' : 'cart-badge'}
      countTestId={bottom ? 'bottom-nav-cart-count' : 'cart-count'}
    />
  );
}
