import { useEffect, useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { ItemDetails } from '../../api/types';
import { useCatalogSettings } from '../../api/queries/catalog';
import { cartQuery } from '../../api/queries/cart';
import { useScope, type ShoppingScope } from '../../api/scope';
import { useItemConfigLogic } from '../../flows/itemView';
import { itemConfigMachine } from '../../../machines/catalog/itemConfig.machine';
import { isStoreOpen, isVariationOutOfStock, originalTotal, purchaseState, totalPrice, unitPrice } from '../../domain/itemConfig';
import { discountedUnitPrice, hasDiscount, formatNumber, toNumber } from '../../domain/money';
import { formatWindowTime, isAvailableNow, isCampaignItem } from '../../domain/availability';
import { isStockTracked, padQuantity } from '../../domain/stock';
import { formatAverage, starValue } from '../../domain/rating';
import { Price } from '../../ui/Price';
import { Stars } from '../../ui/Stars';
import { Gallery } from './Gallery';
import { Description, DIALOG_READ_MORE, VIEW_TRUNCATE } from './Description';
import { HydrateLater } from '../../ui/HydrateLater';
import { ItemOptions } from './ItemOptions';
import { VegMark } from '../../ui/VegMark';
import { WishlistHeart } from './WishlistHeart';

/**
 * Tells the item's actor what the cart holds, as it changes. A component of its own: the cart's first answer
 * after a product page hydrates (a guest's cart is not in the server's page) re-renders only this, not the
 * whole item, which was a synchronous render of 15–20 ms at 1× CPU (issue 15).
 */
function CartSync({ actor, scope }: { actor: ActorRefFrom<typeof itemConfigMachine>; scope: ShoppingScope }) {
  const lines = useQuery(cartQuery(scope)).data;
  useEffect(() => {
    if (lines) actor.send({ type: 'item.cart.sync', lines });
  }, [actor, lines]);
  return null;
}

export interface ProductDetailProps {
  item: ItemDetails;
  variant: 'page' | 'dialog';
  /** The dialog closes after a successful add or update. */
  onDone?: () => void;
  /** core §2: the store link is hidden on that store's own page. */
  hideStoreLink?: boolean;
}

/** Coordinates go into the URL as numbers (`lat=23.7563`), not as quoted strings. */
const coordinate = (v: string | null | undefined) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

const pill = css({ display: 'inline-flex', alignItems: 'center', gap: '1', px: '2', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'semibold' });

/** core §2 Item detail view and dialog: everything about one item, and its configuration (core §4, §5). */
export function ProductDetail({ item, variant, onDone, hideStoreLink }: ProductDetailProps) {
  const { t } = useLingui();
  const settings = useCatalogSettings();
  const scope = useScope();
  // What the cart holds now; CartSync follows its changes.
  const lines = useQueryClient().getQueryData(cartQuery(scope).queryKey);
  const provided = useItemConfigLogic() ?? itemConfigMachine;
  const logic = useMemo(() => provided.provide({ actions: { closeView: () => onDone?.() } }), [provided, onDone]);
  const moduleType = item.module_type ?? scope.moduleType ?? '';
  const itemAvailable = isAvailableNow(item, new Date());
  const storeOpen = isStoreOpen(item.store_details);
  // The machine blocks adds outside the item's hours or while its store is closed, unless a scheduled order is allowed.
  const available = itemAvailable && storeOpen;
  const actor = useActorRef(logic, {
    input: {
      item,
      stockTracked: isStockTracked(settings.moduleConfig, moduleType),
      lines: lines ?? [],
      available,
      scheduleOrder: Boolean(item.schedule_order),
      digits: settings.money.digits,
    },
  });
  const spec = useSelector(actor, (s) => s.context.spec);
  const selection = useSelector(actor, (s) => s.context.selection);
  const inCart = useSelector(actor, (s) => s.context.line !== null);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const fmt = settings.money;
  const campaign = isCampaignItem(item);
  const variationOut = isVariationOutOfStock(spec, selection);
  const { soldOut, purchasable, scheduled, closedReason } = purchaseState(spec, selection, { itemAvailable, storeOpen, scheduleOrder: Boolean(item.schedule_order) });
  const unit = unitPrice(spec, selection, fmt.digits);
  const images = (item.images_full_url?.length ? item.images_full_url : [item.image_full_url]).filter((x): x is string => Boolean(x));
  const discountBadge = hasDiscount(item) ? (item.discount_type === 'amount' ? t`${formatNumber(toNumber(item.discount), fmt.digits)} off` : t`${toNumber(item.discount)}% off`) : null;
  const store = item.store_details;
  const tags = (item.tags ?? []).map((x) => String((x as { tag?: unknown; name?: unknown }).tag ?? (x as { name?: unknown }).name ?? '')).filter(Boolean);
  const categories = (item.category_ids ?? []).map((c) => c.name).filter((n): n is string => Boolean(n));
  const avg = item.avg_rating ?? 0;
  const heading = variant === 'page' ? 'h1' : 'h2';
  const Heading = heading;

  return (
    <article className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: variant === 'page' ? '1fr 1fr' : '1fr' } })} data-testid="item-detail">
      <CartSync actor={actor} scope={scope} />
      <Gallery
        images={images}
        name={item.name}
        overlay={
          <>
            {discountBadge ? (
              <span className={`${pill} ${css({ position: 'absolute', top: '2', insetStart: '2', bg: 'fg.danger', color: 'fg.inverse' })}`} data-testid="discount-badge">
                {discountBadge}
              </span>
            ) : null}
            <div className={css({ position: 'absolute', bottom: '2', insetEnd: '2' })} onClick={(e) => e.stopPropagation()}>
              <WishlistHeart itemId={item.id} count={item.whislists_count ?? 0} />
            </div>
          </>
        }
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' })}>
        {store && !hideStoreLink ? (
          <Link
            to="/store/$id"
            params={{ id: store.slug || String(store.id) }}
            search={{ id: store.id, module_id: item.module_id ?? scope.moduleId ?? undefined, lat: coordinate(store.latitude), lng: coordinate(store.longitude), store_zone_id: store.zone_id }}
            className={css({ color: 'accent.default', fontWeight: 'semibold', fontSize: 'sm', alignSelf: 'flex-start', minHeight: '6' })}
            data-testid="store-link"
          >
            {store.name}
          </Link>
        ) : null}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
          <Heading className={css({ fontSize: variant === 'page' ? '2xl' : 'xl', fontWeight: 'bold', lineHeight: '1.2' })}>{item.name}</Heading>
          {moduleType === 'food' && settings.vegToggle ? <VegMark veg={item.veg === 1} label={item.veg === 1 ? t`Veg` : t`Non-veg`} /> : null}
          {item.is_halal && Number(item.halal_tag_status) ? (
            <span className={`${pill} ${css({ bg: 'accent.subtle', color: 'accent.emphasis' })}`} data-testid="halal-badge">
              <Trans>Halal</Trans>
            </span>
          ) : null}
        </div>
        {item.generic_name?.length ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="generic-name">
            <Trans>Generic name:</Trans> {item.generic_name.join(', ')}
          </p>
        ) : null}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })} data-testid="item-rating">
          <Stars value={starValue(avg)} label={t`Rated ${formatAverage(avg)} out of 5`} />
          <span>{formatAverage(avg)}</span>
          <span className={css({ color: 'fg.muted' })}>({item.rating_count ?? 0})</span>
        </div>
        <Price amount={discountedUnitPrice(unit, item, fmt.digits)} original={unit} fmt={fmt} size="lg" testId="item-price" />
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
          {!storeOpen ? (
            <span className={css({ color: 'fg.danger', fontWeight: 'semibold' })} data-testid="store-closed">
              <Trans>The store is closed now</Trans>
            </span>
          ) : null}
          {itemAvailable ? (
            storeOpen ? (
              <span className={`${pill} ${css({ bg: soldOut ? 'bg.subtle' : 'accent.subtle', color: soldOut ? 'fg.danger' : 'accent.emphasis' })}`} data-testid="stock-status">
                {soldOut ? <Trans>Out of Stock</Trans> : <Trans>In Stock</Trans>}
              </span>
            ) : null
          ) : (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })} data-testid="not-available">
              <span className={css({ color: 'fg.danger', fontWeight: 'semibold' })}>
                <Trans>Not Available now</Trans>
              </span>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                <Trans>Available will be</Trans>{' '}
                <bdi>
                  {formatWindowTime(item.available_time_starts, settings.timeformat, t`PM`, t`AM`)} – {formatWindowTime(item.available_time_ends, settings.timeformat, t`PM`, t`AM`)}
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
        {item.is_prescription_required ? (
          <p className={css({ color: 'fg.danger', fontSize: 'sm', fontWeight: 'semibold' })} data-testid="prescription-note">
            <Trans>prescription is required</Trans>
          </p>
        ) : null}
        {item.description ? (
          <HydrateLater>
            <Description html={item.description} limit={variant === 'page' ? VIEW_TRUNCATE : DIALOG_READ_MORE} />
          </HydrateLater>
        ) : null}
        <ItemOptions spec={spec} selection={selection} fmt={fmt} send={actor.send} />
        {variationOut ? (
          <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })} data-testid="variation-out-of-stock">
            <Trans>This variation is out of stock. Choose another variation to proceed further.</Trans>
          </p>
        ) : null}
        <ListRow title={t`Nutrition`} values={item.nutritions_name ?? []} testId="nutrition" />
        <ListRow title={t`Allergies`} values={item.allergies_name ?? []} testId="allergies" />
        <Chips title={t`Categories`} values={categories} testId="category-chips" />
        <Chips title={t`Tags`} values={tags} testId="tag-chips" />
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', pt: '2', borderTopWidth: '1px', borderColor: 'border.default' })}>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'icon' })}
              disabled={selection.quantity <= 1}
              aria-label={t`Decrease quantity`}
              onClick={() => actor.send({ type: 'item.quantity.decrement' })}
              data-testid="quantity-minus"
            >
              −
            </button>
            <output className={css({ minWidth: '8', textAlign: 'center', fontWeight: 'bold' })} aria-label={t`Quantity`} data-testid="quantity">
              {padQuantity(selection.quantity)}
            </output>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'icon' })}
              aria-label={t`Increase quantity`}
              onClick={() => actor.send({ type: 'item.quantity.increment' })}
              data-testid="quantity-plus"
            >
              +
            </button>
          </div>
          <div className={css({ display: 'flex', alignItems: 'baseline', gap: '2' })}>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              <Trans>Total</Trans>
            </span>
            <Price amount={totalPrice(spec, selection, fmt.digits)} original={originalTotal(spec, selection, fmt.digits)} fmt={fmt} testId="item-total" />
          </div>
        </div>
        {purchasable ? (
          <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })} data-scheduled-order={scheduled ? 'true' : undefined} data-toast-avoid="">
            <button type="button" className={button({ variant: 'outline' })} disabled={busy} onClick={() => actor.send({ type: 'item.buyNow' })} data-testid="buy-now">
              {campaign ? <Trans>Order Now</Trans> : <Trans>Buy Now</Trans>}
            </button>
            <button type="button" className={button()} disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'item.cart.submit' })} data-testid="add-to-cart">
              {inCart ? <Trans>Update To Cart</Trans> : <Trans>Add to Cart</Trans>}
            </button>
            {scheduled ? (
              <p className={css({ gridColumn: '1 / -1', fontSize: 'xs', color: 'fg.muted' })} data-testid="scheduled-order">
                {storeOpen ? <Trans>This item will be ordered as a scheduled order.</Trans> : <Trans>The store is closed now: this item will be ordered as a scheduled order.</Trans>}
              </p>
            ) : null}
          </div>
        ) : (
          <button type="button" className={button({ variant: 'outline' })} disabled data-testid="out-of-stock-button">
            {soldOut ? <Trans>Out of Stock</Trans> : closedReason === 'storeClosed' ? <Trans>The store is closed now</Trans> : <Trans>Not Available now</Trans>}
          </button>
        )}
      </div>
    </article>
  );
}

function ListRow({ title, values, testId }: { title: string; values: string[]; testId: string }) {
  if (!values.length) return null;
  return (
    <div className={css({ fontSize: 'sm' })} data-testid={testId}>
      <h3 className={css({ fontWeight: 'semibold' })}>{title}</h3>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', color: 'fg.muted', '& li:not(:last-child)::after': { content: '","' } })}>
        {values.map((v) => (
          <li key={v} dir="auto">
            {v}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Chips({ title, values, testId }: { title: string; values: string[]; testId: string }) {
  if (!values.length) return null;
  return (
    <div className={css({ fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' })} data-testid={testId}>
      <h3 className={css({ fontWeight: 'semibold' })}>{title}</h3>
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
