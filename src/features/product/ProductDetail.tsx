import { useEffect, useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { ItemDetails } from '../../api/types';
import { useCatalogSettings } from '../../api/queries/catalog';
import { cartQuery } from '../../api/queries/cart';
import { useScope, type ShoppingScope } from '../../api/scope';
import { useItemConfigLogic } from '../../flows/itemView';
import { itemConfigMachine } from '../../../machines/catalog/itemConfig.machine';
import { isStoreOpen, isVariationOutOfStock, originalTotal, purchaseState, totalPrice, unitPrice } from '../../domain/itemConfig';
import { discountedUnitPrice, hasDiscount, formatMoney, toNumber } from '../../domain/money';
import { isAvailableNow, isCampaignItem } from '../../domain/availability';
import { isStockTracked } from '../../domain/stock';
import { formatAverage, starValue } from '../../domain/rating';
import { Price } from '../../ui/Price';
import { Stars } from '../../ui/Stars';
import { Gallery } from './Gallery';
import { Description, DIALOG_READ_MORE, VIEW_TRUNCATE } from './Description';
import { HydrateLater } from '../../ui/HydrateLater';
import { ItemOptions } from './ItemOptions';
import { VegMark } from '../../ui/VegMark';
import { WishlistHeart } from './WishlistHeart';
import { ActionBar, AvailabilityRow, Chips, ListRow, pill, PurchaseButtons, QuantityTotal } from './ItemSections';

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

/** The item's configuration actor (core §4, §5), started with what the cart holds now and whether the item can be added. */
function useItemActor(item: ItemDetails, onDone: (() => void) | undefined) {
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
  return { actor, settings, scope, moduleType, itemAvailable, storeOpen };
}

/** core §2 Item detail view and dialog: everything about one item, and its configuration (core §4, §5). */
export function ProductDetail({ item, variant, onDone, hideStoreLink }: ProductDetailProps) {
  const { t } = useLingui();
  const { actor, settings, scope, moduleType, itemAvailable, storeOpen } = useItemActor(item, onDone);
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
  const discountBadge = hasDiscount(item) ? (item.discount_type === 'amount' ? t`${formatMoney(toNumber(item.discount), fmt)} off` : t`${toNumber(item.discount)}% off`) : null;
  const store = item.store_details;
  const tags = (item.tags ?? []).map((x) => String((x as { tag?: unknown; name?: unknown }).tag ?? (x as { name?: unknown }).name ?? '')).filter(Boolean);
  const categories = (item.category_ids ?? []).map((c) => c.name).filter((n): n is string => Boolean(n));
  const avg = item.avg_rating ?? 0;
  const heading = variant === 'page' ? 'h1' : 'h2';
  const Heading = heading;
  const sub = variant === 'page' ? 'h2' : 'h3';

  return (
    <article className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: variant === 'page' ? '1fr 1fr' : '1fr' } })} data-testid="item-detail">
      <CartSync actor={actor} scope={scope} />
      <Gallery
        compact={variant === 'dialog'}
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
        <AvailabilityRow item={item} timeformat={settings.timeformat} storeOpen={storeOpen} itemAvailable={itemAvailable} soldOut={soldOut} campaign={campaign} />
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
        <ListRow Heading={sub} title={t`Nutrition`} values={item.nutritions_name ?? []} testId="nutrition" />
        <ListRow Heading={sub} title={t`Allergies`} values={item.allergies_name ?? []} testId="allergies" />
        <Chips Heading={sub} title={t`Categories`} values={categories} testId="category-chips" />
        <Chips Heading={sub} title={t`Tags`} values={tags} testId="tag-chips" />
        <ActionBar sticky={variant === 'dialog'}>
          <QuantityTotal
            quantity={selection.quantity}
            total={<Price amount={totalPrice(spec, selection, fmt.digits)} original={originalTotal(spec, selection, fmt.digits)} fmt={fmt} testId="item-total" />}
            send={actor.send}
          />
          <PurchaseButtons
            purchasable={purchasable}
            scheduled={scheduled}
            storeOpen={storeOpen}
            soldOut={soldOut}
            closedReason={closedReason}
            campaign={campaign}
            inCart={inCart}
            busy={busy}
            send={actor.send}
          />
        </ActionBar>
      </div>
    </article>
  );
}
