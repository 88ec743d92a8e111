import type { ComponentType, ReactNode } from 'react';
import type { PlacedSearch } from '../../flows/checkout';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { CheckoutAddressSlotProps } from '../../domain/address';
import type { CheckoutPage as CheckoutPageKind } from '../../domain/cartCheckout';
import { useCheckoutData } from './useCheckoutData';
import { CheckoutForm } from './CheckoutForm';
import { loadingSpinner } from '../../ui/loadingSpinner';

export interface CheckoutPageProps {
  page: CheckoutPageKind;
  /**
   * The address picker (acc §2 "Checkout address picker"), given by the route. For guests it also holds the
   * contact card and gives the address merged with the contact (take-away: the contact alone).
   */
  AddressSlot: ComponentType<CheckoutAddressSlotProps>;
  /** Where the order goes after it is placed (the route's navigation). */
  onPlaced(search: PlacedSearch): void;
}

const shell = css({ maxWidth: '720px', mx: 'auto', px: '4', pt: '6', pb: '32', stack: '4' });

/** /checkout: what is being bought, how, where and when; Place Order (issue 13). */
export function CheckoutPage(props: CheckoutPageProps) {
  const load = useCheckoutData(props.page);
  return (
    <div className={shell} data-testid="checkout" data-page={props.page}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Checkout</Trans>
      </h1>
      {load.status === 'loading' ? <Loading /> : null}
      {load.status === 'empty' ? <Nothing /> : null}
      {load.status === 'signIn' ? <SignInFirst /> : null}
      {load.status === 'ready' ? (
        <CheckoutForm data={load.data} AddressSlot={props.AddressSlot} onPlaced={props.onPlaced} />
      ) : null}
    </div>
  );
}

function Loading() {
  return (
    <div role="status" className={css({ py: '12', display: 'flex', justifyContent: 'center' })}>
      <span className={css({ srOnly: true })}>
        <Trans>Loading</Trans>
      </span>
      <span aria-hidden="true" className={loadingSpinner} />
    </div>
  );
}

/** The page in place of the form: why there is no checkout, and the way on. */
function Instead({ text, action, testId }: { text: ReactNode; action: ReactNode; testId: string }) {
  return (
    <div className={css({ py: '12', textAlign: 'center', stack: '3', alignItems: 'center' })} data-testid={testId}>
      <p className={css({ color: 'fg.muted' })}>{text}</p>
      {action}
    </div>
  );
}

function Nothing() {
  return (
    <Instead
      testId="checkout-empty"
      text={<Trans>There is nothing to check out.</Trans>}
      action={
        <Link to="/home" className={button()}>
          <Trans>Continue Shopping</Trans>
        </Link>
      }
    />
  );
}

function SignInFirst() {
  // The auth feature opens its modal on this window event (features do not import each other).
  const openSignIn = () =>
    window.dispatchEvent(new CustomEvent('storefront:open-sign-in', { detail: { mode: 'sign-in' } }));
  return (
    <Instead
      testId="checkout-sign-in"
      text={<Trans>Please sign in to order campaign items.</Trans>}
      action={
        <button type="button" className={button()} onClick={openSignIn}>
          <Trans>Sign In</Trans>
        </button>
      }
    />
  );
}
