import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { ItemDetails } from '../../api/types';
import { formatWindowTime } from '../../domain/availability';
import { padQuantity } from '../../domain/stock';

export const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
});

interface AvailabilityRowProps {
  item: Pick<ItemDetails, 'available_time_starts' | 'available_time_ends'>;
  timeformat: string;
  storeOpen: boolean;
  itemAvailable: boolean;
  soldOut: boolean;
  campaign: boolean;
}

/** Whether the item can be had now: the store closed, in or out of stock, the hours it is available, a campaign. */
export function AvailabilityRow({
  item,
  timeformat,
  storeOpen,
  itemAvailable,
  soldOut,
  campaign,
}: AvailabilityRowProps) {
  const { t } = useLingui();
  return (
    <div className={css({ cluster: '2', flexWrap: 'wrap' })}>
      {!storeOpen ? (
        <span className={css({ color: 'fg.danger', fontWeight: 'semibold' })} data-testid="store-closed">
          <Trans>The store is closed now</Trans>
        </span>
      ) : null}
      {itemAvailable ? (
        storeOpen ? (
          <span
            className={`${pill} ${css({ bg: soldOut ? 'bg.subtle' : 'accent.subtle', color: soldOut ? 'fg.danger' : 'accent.emphasis' })}`}
            data-testid="stock-status"
          >
            {soldOut ? <Trans>Out of Stock</Trans> : <Trans>In Stock</Trans>}
          </span>
        ) : null
      ) : (
        <div className={css({ stack: '0.5' })} data-testid="not-available">
          <span className={css({ color: 'fg.danger', fontWeight: 'semibold' })}>
            <Trans>Not Available now</Trans>
          </span>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <Trans>Available will be</Trans>{' '}
            <bdi>
              {formatWindowTime(item.available_time_starts, timeformat, t`PM`, t`AM`)} –{' '}
              {formatWindowTime(item.available_time_ends, timeformat, t`PM`, t`AM`)}
            </bdi>
          </span>
        </div>
      )}
      {campaign ? (
        <span className={`${pill} ${css({ bg: 'bg.subtle' })}`} data-testid="campaign-badge">
          <Trans>Campaign</Trans>
        </span>
      ) : null}
    </div>
  );
}

type QuantitySend = (event: { type: 'item.quantity.decrement' } | { type: 'item.quantity.increment' }) => void;

/** The quantity stepper and the line's total. */
export function QuantityTotal({ quantity, total, send }: { quantity: number; total: ReactNode; send: QuantitySend }) {
  const { t } = useLingui();
  return (
    <div
      className={css({
        cluster: '3',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        pt: '2',
        borderTopWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div className={css({ cluster: '1' })}>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'icon' })}
          disabled={quantity <= 1}
          aria-label={t`Decrease quantity`}
          onClick={() => send({ type: 'item.quantity.decrement' })}
          data-testid="quantity-minus"
        >
          −
        </button>
        <output
          className={css({ minWidth: '8', textAlign: 'center', fontWeight: 'bold' })}
          aria-label={t`Quantity`}
          data-testid="quantity"
        >
          {padQuantity(quantity)}
        </output>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'icon' })}
          aria-label={t`Increase quantity`}
          onClick={() => send({ type: 'item.quantity.increment' })}
          data-testid="quantity-plus"
        >
          +
        </button>
      </div>
      <div className={css({ display: 'flex', alignItems: 'baseline', gap: '2' })}>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>Total</Trans>
        </span>
        {total}
      </div>
    </div>
  );
}

/**
 * The quantity, total and purchase buttons. In the item dialog they stay at the foot of the sheet while the
 * options scroll under them, so Add to Cart is never a screen away from the choice it adds.
 */
export function ActionBar({ sticky, children }: { sticky: boolean; children: ReactNode }) {
  const { t } = useLingui();
  if (!sticky) return <>{children}</>;
  return (
    <div
      className={css({ position: 'sticky', bottom: '0', zIndex: '1', stack: '3', pb: '2', bg: 'bg.surface' })}
      role="group"
      aria-label={t`Quantity and add to cart`}
      data-testid="item-action-bar"
    >
      {children}
    </div>
  );
}

type PurchaseSend = (event: { type: 'item.buyNow' } | { type: 'item.cart.submit' }) => void;

interface PurchaseButtonsProps {
  purchasable: boolean;
  scheduled: boolean;
  storeOpen: boolean;
  soldOut: boolean;
  closedReason: string | null;
  campaign: boolean;
  inCart: boolean;
  busy: boolean;
  send: PurchaseSend;
}

/** Buy Now and Add to Cart (or Update To Cart), with the scheduled-order note; a disabled button saying why not. */
export function PurchaseButtons({
  purchasable,
  scheduled,
  storeOpen,
  soldOut,
  closedReason,
  campaign,
  inCart,
  busy,
  send,
}: PurchaseButtonsProps) {
  return purchasable ? (
    <div
      className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })}
      data-scheduled-order={scheduled ? 'true' : undefined}
      data-toast-avoid=""
    >
      <button
        type="button"
        className={button({ variant: 'outline' })}
        disabled={busy}
        onClick={() => send({ type: 'item.buyNow' })}
        data-testid="buy-now"
      >
        {campaign ? <Trans>Order Now</Trans> : <Trans>Buy Now</Trans>}
      </button>
      <button
        type="button"
        className={button()}
        disabled={busy}
        aria-busy={busy}
        onClick={() => send({ type: 'item.cart.submit' })}
        data-testid="add-to-cart"
      >
        {inCart ? <Trans>Update To Cart</Trans> : <Trans>Add to Cart</Trans>}
      </button>
      {scheduled ? (
        <p className={css({ gridColumn: '1 / -1', fontSize: 'xs', color: 'fg.muted' })} data-testid="scheduled-order">
          {storeOpen ? (
            <Trans>This item will be ordered as a scheduled order.</Trans>
          ) : (
            <Trans>The store is closed now: this item will be ordered as a scheduled order.</Trans>
          )}
        </p>
      ) : null}
    </div>
  ) : (
    <button type="button" className={button({ variant: 'outline' })} disabled data-testid="out-of-stock-button">
      {soldOut ? (
        <Trans>Out of Stock</Trans>
      ) : closedReason === 'storeClosed' ? (
        <Trans>The store is closed now</Trans>
      ) : (
        <Trans>Not Available now</Trans>
      )}
    </button>
  );
}

/** A titled list of words; `Heading` is one level under the item's name (h1 on the product page, h2 in the item dialog). */
interface TitledValues {
  title: string;
  values: string[];
  testId: string;
  Heading?: 'h2' | 'h3';
}

/** The values as one comma-separated line. */
export function ListRow({ title, values, testId, Heading = 'h3' }: TitledValues) {
  if (!values.length) return null;
  return (
    <div className={css({ fontSize: 'sm' })} data-testid={testId}>
      <Heading className={css({ fontWeight: 'semibold' })}>{title}</Heading>
      <ul
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '1',
          color: 'fg.muted',
          '& li:not(:last-child)::after': { content: '","' },
        })}
      >
        {values.map((v) => (
          <li key={v} dir="auto">
            {v}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The values as chips. */
export function Chips({ title, values, testId, Heading = 'h3' }: TitledValues) {
  if (!values.length) return null;
  return (
    <div className={css({ fontSize: 'sm', stack: '1' })} data-testid={testId}>
      <Heading className={css({ fontWeight: 'semibold' })}>{title}</Heading>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {values.map((v) => (
          <li key={v} className={css({ px: '3', py: '1', borderRadius: 'full', bg: 'bg.subtle', fontSize: 'xs' })}>
            {v}
          </li>
        ))}
      </ul>
    </div>
  );
}
