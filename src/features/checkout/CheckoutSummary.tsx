import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import { cartQuery } from '../../api/queries/cart';
import { itemDetailsQuery } from '../../api/queries/catalog';
import { useScope } from '../../api/scope';
import type { CheckoutPage } from '../../domain/cartCheckout';
import { summaryOf, type SummaryRow } from '../../domain/cartLine';
import { formatMoney, moneyFormatOf, type MoneyFormat } from '../../domain/money';
import { readBuyNow } from './readBuyNow';

/** /checkout: what is being bought, from the cart (page=cart) or the Buy Now item (buy_now, campaign). */
export function CheckoutSummary({ page }: { page: CheckoutPage }) {
  const money = moneyFormatOf(useQuery(configQuery()).data);
  return (
    <section className={css({ maxWidth: '720px', mx: 'auto', px: '4', py: '6', display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="checkout" data-page={page}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Checkout</Trans>
      </h1>
      {page === 'cart' ? <CartRows money={money} /> : <BuyNowRows money={money} campaign={page === 'campaign'} />}
    </section>
  );
}

function CartRows({ money }: { money: MoneyFormat }) {
  const cart = useQuery(cartQuery(useScope()));
  if (cart.isPending) return <Loading />;
  const lines = cart.data ?? [];
  if (!lines.length) return <Nothing />;
  const { rows, subtotal } = summaryOf(lines, money.digits);
  return <Summary rows={rows} subtotal={subtotal} money={money} />;
}

function BuyNowRows({ money, campaign }: { money: MoneyFormat; campaign: boolean }) {
  const stored = readBuyNow();
  const details = useQuery({ ...itemDetailsQuery(useScope(), String(stored?.item_id ?? 0), campaign), enabled: stored !== null });
  if (!stored) return <Nothing />;
  if (details.isPending) return <Loading />;
  const item = details.data;
  const line = {
    ...stored,
    id: stored.item_id,
    item: { id: stored.item_id, store_id: item?.store_id ?? 0, price: stored.price, discount: item?.discount, discount_type: item?.discount_type, addons: item?.add_ons ?? [], name: item?.name, image_full_url: item?.image_full_url, choice_options: item?.choice_options },
  };
  const { rows, subtotal } = summaryOf([line], money.digits);
  return <Summary rows={rows} subtotal={subtotal} money={money} />;
}

function Summary({ rows, subtotal, money }: { rows: SummaryRow[]; subtotal: number; money: MoneyFormat }) {
  return (
    <div className={css({ bg: 'bg.surface', borderRadius: 'card', borderWidth: '1px', borderColor: 'border.default', p: '4', display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <Trans>Order summary</Trans>
      </h2>
      <ul data-testid="checkout-lines">
        {rows.map((r) => (
          <li key={r.key} data-testid="checkout-line" className={css({ display: 'flex', gap: '3', alignItems: 'center', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' })}>
            {r.image ? <img src={r.image} alt="" width={48} height={48} className={css({ width: '12', height: '12', borderRadius: 'lg', objectFit: 'cover', flexShrink: 0 })} /> : null}
            <div className={css({ flex: '1', minWidth: '0' })}>
              <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{r.name}</p>
              {r.choices.length ? <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{r.choices.join(' · ')}</p> : null}
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                <Trans>Quantity: {r.quantity}</Trans>
              </p>
            </div>
            <span className={css({ fontWeight: 'bold', unicodeBidi: 'isolate' })}>{formatMoney(r.total, money)}</span>
          </li>
        ))}
      </ul>
      <div className={css({ display: 'flex', justifyContent: 'space-between', fontWeight: 'bold' })}>
        <span>
          <Trans>Subtotal</Trans>
        </span>
        <span className={css({ unicodeBidi: 'isolate' })} data-testid="checkout-subtotal">
          {formatMoney(subtotal, money)}
        </span>
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div role="status" className={css({ py: '12', display: 'flex', justifyContent: 'center' })}>
      <span className={css({ srOnly: true })}>
        <Trans>Loading</Trans>
      </span>
      <span aria-hidden="true" className={css({ width: '8', height: '8', borderRadius: 'full', borderWidth: '3px', borderColor: 'border.default', borderTopColor: 'accent.default', animation: 'spin 0.8s linear infinite' })} />
    </div>
  );
}

function Nothing() {
  return (
    <div className={css({ py: '12', textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' })} data-testid="checkout-empty">
      <p className={css({ color: 'fg.muted' })}>
        <Trans>There is nothing to check out.</Trans>
      </p>
      <Link to="/home" className={button()}>
        <Trans>Continue Shopping</Trans>
      </Link>
    </div>
  );
}
