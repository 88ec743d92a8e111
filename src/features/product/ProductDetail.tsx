import { useEffect, useMemo } from 'react';
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
import {
  isStoreOpen,
  isVariationOutOfStock,
  originalTotal,
  purchaseState,
  totalPrice,
  unitPrice,
} from '../../domain/itemConfig';
import { discountedUnitPrice } from '../../domain/money';
import { isAvailableNow, isCampaignItem } from '../../domain/availability';
import { isStockTracked } from '../../domain/stock';
import { Price } from '../../ui/Price';
import { Gallery } from './Gallery';
import { Description, DIALOG_READ_MORE, VIEW_TRUNCATE } from './Description';
import { HydrateLater } from '../../ui/HydrateLater';
import { ItemOptions } from './ItemOptions';
import { GalleryOverlay, ItemHeader, itemFacts } from './ItemHeader';
import { ActionBar, AvailabilityRow, Chips, ListRow, PurchaseButtons, QuantityTotal } from './ItemSections';

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

/** What the item view reads from its actor: the configuration, whether it is in the cart or busy, and whether it can be bought. */
function useItemState(
  actor: ActorRefFrom<typeof itemConfigMachine>,
  item: ItemDetails,
  itemAvailable: boolean,
  storeOpen: boolean,
) {
  const spec = useSelector(actor, (s) => s.context.spec);
  const selection = useSelector(actor, (s) => s.context.selection);
  const inCart = useSelector(actor, (s) => s.context.line !== null);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const variationOut = isVariationOutOfStock(spec, selection);
  const purchase = purchaseState(spec, selection, {
    itemAvailable,
    storeOpen,
    scheduleOrder: Boolean(item.schedule_order),
  });
  return { spec, selection, inCart, busy, variationOut, ...purchase };
}

/** core §2 Item detail view and dialog: everything about one item, and its configuration (core §4, §5). */
export function ProductDetail({ item, variant, onDone, hideStoreLink }: ProductDetailProps) {
  const { t } = useLingui();
  const { actor, settings, scope, moduleType, itemAvailable, storeOpen } = useItemActor(item, onDone);
  const { spec, selection, inCart, busy, variationOut, soldOut, purchasable, scheduled, closedReason } = useItemState(
    actor,
    item,
    itemAvailable,
    storeOpen,
  );
  const fmt = settings.money;
  const campaign = isCampaignItem(item);
  const unit = unitPrice(spec, selection, fmt.digits);
  const { images, tags, categories } = itemFacts(item);
  const sub = variant === 'page' ? 'h2' : 'h3';

  return (
    <article
      className={css({
        display: 'grid',
        gap: '5',
        gridTemplateColumns: { base: '1fr', md: variant === 'page' ? '1fr 1fr' : '1fr' },
      })}
      data-testid="item-detail"
    >
      <CartSync actor={actor} scope={scope} />
      <Gallery
        compact={variant === 'dialog'}
        images={images}
        name={item.name}
        overlay={<GalleryOverlay item={item} fmt={fmt} />}
      />
      <div className={css({ stack: '3', minWidth: '0' })}>
        <ItemHeader
          item={item}
          variant={variant}
          scope={scope}
          showVeg={moduleType === 'food' && settings.vegToggle}
          hideStoreLink={hideStoreLink}
        />
        <Price
          amount={discountedUnitPrice(unit, item, fmt.digits)}
          original={unit}
          fmt={fmt}
          size="lg"
          testId="item-price"
        />
        <AvailabilityRow
          item={item}
          timeformat={settings.timeformat}
          storeOpen={storeOpen}
          itemAvailable={itemAvailable}
          soldOut={soldOut}
          campaign={campaign}
        />
        {item.is_prescription_required ? (
          <p
            className={css({ color: 'fg.danger', fontSize: 'sm', fontWeight: 'semibold' })}
            data-testid="prescription-note"
          >
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
            total={
              <Price
                amount={totalPrice(spec, selection, fmt.digits)}
                original={originalTotal(spec, selection, fmt.digits)}
                fmt={fmt}
                testId="item-total"
              />
            }
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
