import { useCallback, useContext, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { EndDrawer } from '../../ui/EndDrawer';
import { whenIdle } from '../../ui/whenIdle';
import { useCartFlows } from '../../flows/cart';
import { OrderFlowsContext } from '../../flows/orders';
import { freeDeliveryNotice } from '../../domain/billLines';
import { storeDetailsQuery } from '../../api/queries/catalog';
import { useScope } from '../../api/scope';
import { cartStoreId } from '../../domain/cart';
import { lineTotal } from '../../domain/cartLine';
import { lineTotalsFrom } from '../../domain/billInput';
import { formatMoney, sumMoney } from '../../domain/money';
import { CartLineRow } from './CartLineRow';
import { FreeDeliveryBar } from './FreeDeliveryBar';
import { GuestChoiceDialog } from './GuestChoiceDialog';
import { CartIcon } from './icons';
import { useCartView } from './useCartView';
import { loadingSpinner } from '../../ui/loadingSpinner';
import { drawerEmptyClass } from '../../ui/DrawerStates';

/** core §2 Shopping cart drawer: from the inline end, at most 420px wide. */
export default function CartDrawer() {
  const { t } = useLingui();
  const { checkout } = useCartFlows();
  const guestChoice = useSelector(checkout, (s) => s.hasTag('guestChoice'));
  const view = useCartView();
  // The store's own free-delivery rule decides what the free-delivery bar may say (acc §9); asked only here,
  // not by the header's badge on every page.
  const storeId = cartStoreId(view.lines);
  const store =
    useQuery({ ...storeDetailsQuery(useScope(), String(storeId ?? 0)), enabled: storeId !== null }).data ?? null;
  const close = () => checkout.send({ type: 'cart.drawer.close' });
  // Each line at what the bill charges for it (a running store percent discount may replace its own); the
  // line's own discount until the store's answer is here.
  const totals = store
    ? lineTotalsFrom({ store, cartLines: view.lines }, view.money.digits)
    : view.lines.map((l) => lineTotal(l, view.money.digits));
  const subtotal = sumMoney(totals, view.money.digits);
  const preloadCheckout = usePreloadCheckout(view.lines.length > 0);
  const proceed = () =>
    checkout.send({
      type: 'checkout.proceed',
      lineCount: view.lines.length,
      signedIn: view.signedIn,
      guestCheckout: view.guestCheckout,
    });

  return (
    <EndDrawer
      testId="cart-drawer"
      size="cart"
      title={<Trans>Shopping Cart</Trans>}
      closeLabel={t`Close cart`}
      onClose={close}
      beside={guestChoice ? <GuestChoiceDialog actor={checkout} /> : null}
    >
      {view.loading ? (
        <CartLoading />
      ) : view.lines.length === 0 ? (
        <CartEmpty onContinue={proceed} />
      ) : (
        <>
          <ul
            className={css({ maxHeight: '60vh', overflowY: 'auto', px: '4' })}
            aria-label={t`Cart items`}
            data-testid="cart-lines"
          >
            {view.lines.map((line, i) => (
              <CartLineRow
                key={line.id}
                line={line}
                money={view.money}
                moduleType={view.module.type}
                total={totals[i]!}
              />
            ))}
          </ul>
          <div
            className={css({ mt: 'auto', stack: '4', p: '4', borderTopWidth: '1px', borderColor: 'border.default' })}
          >
            <FreeDeliveryBar notice={freeDeliveryNotice(view.config, store, subtotal)} money={view.money} />
            <div className={css({ display: 'flex', justifyContent: 'space-between', fontWeight: 'bold' })}>
              <span>
                <Trans>Subtotal</Trans>
              </span>
              <span className={css({ unicodeBidi: 'isolate' })} data-testid="cart-subtotal">
                {formatMoney(subtotal, view.money)}
              </span>
            </div>
            <button
              type="button"
              className={button()}
              data-testid="cart-checkout"
              data-toast-avoid=""
              onPointerDown={preloadCheckout}
              onClick={proceed}
            >
              <Trans>Proceed To Checkout</Trans>
            </button>
          </div>
        </>
      )}
    </EndDrawer>
  );
}

/** The checkout's code and flows, loaded ahead of the tap on Proceed To Checkout; returns the press handler. */
function usePreloadCheckout(hasLines: boolean) {
  // The machine decides where to go (an empty cart goes to /home: Continue Shopping).
  const router = useRouter();
  const orderFlows = useContext(OrderFlowsContext);
  // The checkout's code loads while the finger is still down (the machine navigates only on the click), and
  // with it the checkout's flows, which its form would otherwise ask for only once the page's code has run.
  const preloadCheckout = useCallback(() => {
    void router.preloadRoute({ to: '/checkout', search: { page: 'cart' } }).catch(() => undefined);
    void orderFlows?.get().catch(() => undefined);
  }, [router, orderFlows]);
  // Starting those loads takes the main thread too (a link per module: 50–300 ms at 4× CPU, measured), which
  // on the finger's press delayed the tap itself: a cart with lines is a likely checkout, so they start once
  // the open drawer is idle. The press above is then a no-op.
  useEffect(() => (hasLines ? whenIdle(preloadCheckout) : undefined), [hasLines, preloadCheckout]);
  return preloadCheckout;
}

function CartLoading() {
  const { t } = useLingui();
  return (
    <div
      className={css({ flex: '1', display: 'flex', alignItems: 'center', justifyContent: 'center', py: '12' })}
      role="status"
      aria-label={t`Loading`}
      data-testid="cart-loading"
    >
      <span className={loadingSpinner} />
    </div>
  );
}

function CartEmpty({ onContinue }: { onContinue: () => void }) {
  return (
    <div className={drawerEmptyClass} data-testid="cart-empty">
      <span className={css({ color: 'fg.muted' })}>
        <CartIcon size={56} />
      </span>
      <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <Trans>Your cart is empty</Trans>
      </h3>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>No items added in your cart. Please add product to your cart list.</Trans>
      </p>
      <button type="button" className={button()} onClick={onContinue} data-testid="cart-continue">
        <Trans>Continue Shopping</Trans>
      </button>
    </div>
  );
}
