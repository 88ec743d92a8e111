import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import { Tabs } from '@ark-ui/react/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Price } from '../../ui/Price';
import { EndDrawer } from '../../ui/EndDrawer';
import type { Item, Store, Vehicle } from '../../api/types';
import { useWishlistFlow } from '../../flows/wishlist';
import { useAddToCart } from '../../flows/cart';
import { discountedUnitPrice, formatMoney, type MoneyFormat } from '../../domain/money';
import { storeHref, wishKinds, wishTabLabels, type WishTabLabel } from '../../domain/wishlist';
import { RemoveDialog } from './RemoveDialog';
import { CartPlusIcon, StarIcon, TrashIcon } from './icons';
import { useWishlistView } from './useWishlistView';

const tabLabels: Record<WishTabLabel, MessageDescriptor> = {
  items: msg`Items`,
  stores: msg`Stores`,
  restaurants: msg`Restaurants`,
  vehicles: msg`Vehicles`,
  providers: msg`Providers`,
};

const emptyTexts: Record<WishTabLabel, MessageDescriptor> = {
  items: msg`No favourite items found`,
  stores: msg`No favourite stores found`,
  restaurants: msg`No favourite restaurants found`,
  vehicles: msg`No favourite vehicles found`,
  providers: msg`No favourite providers found`,
};

const row = css({ display: 'flex', alignItems: 'center', gap: '3', py: '3', borderBottomWidth: '1px', borderColor: 'border.default', _last: { borderBottomWidth: '0' } });
const thumb = css({ flexShrink: 0, width: '14', height: '14', borderRadius: 'lg', overflow: 'hidden', bg: 'bg.subtle', objectFit: 'cover' });
const iconButton = button({ variant: 'ghost', size: 'icon' });

/** core §2 Wishlist drawer: from the inline end, 523px, two tabs labelled by module. */
export default function WishlistDrawer({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const wishlist = useWishlistFlow();
  const addToCart = useAddToCart();
  const confirming = useSelector(wishlist, (s) => s.hasTag('confirming'));
  const busy = useSelector(wishlist, (s) => s.hasTag('busy'));
  const view = useWishlistView();
  const labels = wishTabLabels(view.moduleType);
  const kinds = wishKinds(view.moduleType);
  const data = view.list.data;
  const rental = view.moduleType === 'rental';

  const openStore = (store: Store) => {
    onClose();
    router.history.push(storeHref(store, rental));
  };

  const openVehicle = (v: Vehicle) => {
    onClose();
    router.history.push(`/rental/vehicle-details?id=${encodeURIComponent(v.slug || String(v.id))}`);
  };

  const empty = (label: WishTabLabel) => (
    <p className={css({ py: '12', textAlign: 'center', color: 'fg.muted' })} data-testid="wishlist-empty">
      {i18n._(emptyTexts[label])}
    </p>
  );

  const list = (children: ReactNode[]) => <ul className={css({ px: '4' })}>{children}</ul>;

  return (
    <EndDrawer testId="wishlist-drawer" size="wishlist" title={<Trans>Wishlist</Trans>} closeLabel={t`Close wishlist`} onClose={onClose} beside={confirming ? <RemoveDialog actor={wishlist} /> : null}>
      <Tabs.Root defaultValue="items" lazyMount unmountOnExit className={css({ display: 'flex', flexDirection: 'column', flex: '1', minHeight: '0' })}>
        <Tabs.List className={css({ display: 'flex', borderBottomWidth: '1px', borderColor: 'border.default', px: '2', position: 'relative' })}>
          {(['items', 'stores'] as const).map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              data-testid={`wishlist-tab-${tab}`}
              className={css({
                flex: '1',
                minHeight: '11',
                fontWeight: 'semibold',
                fontSize: 'sm',
                color: 'fg.muted',
                cursor: 'pointer',
                borderBottomWidth: '2px',
                borderColor: 'transparent',
                _selected: { color: 'accent.default', borderColor: 'accent.default' },
              })}
            >
              {i18n._(tabLabels[labels[tab]])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {view.list.isPending ? (
          <div className={css({ py: '12', display: 'flex', justifyContent: 'center' })} role="status" aria-label={t`Loading`}>
            <span
              className={css({
                width: '8',
                height: '8',
                borderRadius: 'full',
                borderWidth: '3px',
                borderColor: 'border.default',
                borderTopColor: 'accent.default',
                animation: 'spin 0.8s linear infinite',
              })}
            />
          </div>
        ) : (
          <>
            <Tabs.Content value="items" className={css({ overflowY: 'auto' })}>
              {!data?.items.length
                ? empty(labels.items)
                : list(
                    data.rental
                      ? data.items.map((v) => (
                          <VehicleRow
                            key={v.id}
                            vehicle={v}
                            money={view.money}
                            busy={busy}
                            onOpen={() => openVehicle(v)}
                            onDelete={() => wishlist.send({ type: 'wishlist.remove.ask', target: { kind: kinds.items, id: v.id } })}
                          />
                        ))
                      : data.items.map((item) => (
                          <ItemRow
                            key={item.id}
                            item={item}
                            money={view.money}
                            busy={busy}
                            onAdd={() => addToCart.send({ type: 'cart.add', item })}
                            onDelete={() => wishlist.send({ type: 'wishlist.remove.ask', target: { kind: kinds.items, id: item.id } })}
                          />
                        )),
                  )}
            </Tabs.Content>
            <Tabs.Content value="stores" className={css({ overflowY: 'auto' })}>
              {!data?.stores.length
                ? empty(labels.stores)
                : list(
                    data.stores.map((store) => (
                      <StoreRow
                        key={store.id}
                        store={store}
                        busy={busy}
                        onOpen={() => openStore(store)}
                        onRemove={() => wishlist.send({ type: 'wishlist.remove', target: { kind: kinds.stores, id: store.id } })}
                      />
                    )),
                  )}
            </Tabs.Content>
          </>
        )}
      </Tabs.Root>
    </EndDrawer>
  );
}

function ItemRow({ item, money, busy, onAdd, onDelete }: { item: Item; money: MoneyFormat; busy: boolean; onAdd: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const price = discountedUnitPrice(item.price, item, money.digits);
  return (
    <li className={row} data-testid="wishlist-item">
      {item.image_full_url ? <img src={item.image_full_url} alt="" width={56} height={56} loading="lazy" className={thumb} /> : <span className={thumb} />}
      <div className={css({ flex: '1', minWidth: '0' })}>
        <p className={css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: 2 })}>{item.name}</p>
        <Price amount={price} original={item.price} fmt={money} size="sm" />
      </div>
      <button type="button" className={iconButton} onClick={onAdd} aria-label={t`Add ${item.name} to cart`} data-testid="wishlist-add-to-cart">
        <CartPlusIcon />
      </button>
      <button type="button" className={iconButton} onClick={onDelete} disabled={busy} aria-label={t`Delete ${item.name} from wishlist`} data-testid="wishlist-delete">
        <TrashIcon />
      </button>
    </li>
  );
}

function VehicleRow({ vehicle, money, busy, onOpen, onDelete }: { vehicle: Vehicle; money: MoneyFormat; busy: boolean; onOpen: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const hourly = formatMoney(vehicle.hourly_price, money);
  return (
    <li className={row} data-testid="wishlist-item">
      {vehicle.thumbnail_full_url ? <img src={vehicle.thumbnail_full_url} alt="" width={56} height={56} loading="lazy" className={thumb} /> : <span className={thumb} />}
      <div className={css({ flex: '1', minWidth: '0' })}>
        <button
          type="button"
          onClick={onOpen}
          className={css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: 2, textAlign: 'start', cursor: 'pointer', minHeight: '6' })}
          data-testid="wishlist-vehicle-open"
        >
          {vehicle.name}
        </button>
        <p className={css({ fontSize: 'sm', fontWeight: 'bold', unicodeBidi: 'isolate' })}>
          <Trans>{hourly} / hour</Trans>
        </p>
      </div>
      <button type="button" className={iconButton} onClick={onDelete} disabled={busy} aria-label={t`Delete ${vehicle.name} from wishlist`} data-testid="wishlist-delete">
        <TrashIcon />
      </button>
    </li>
  );
}

function StoreRow({ store, busy, onOpen, onRemove }: { store: Store; busy: boolean; onOpen: () => void; onRemove: () => void }) {
  const { t } = useLingui();
  const rating = (store.avg_rating ?? 0).toFixed(1);
  return (
    <li className={row} data-testid="wishlist-store">
      <button
        type="button"
        onClick={onOpen}
        className={css({ flex: '1', minWidth: '0', display: 'flex', alignItems: 'center', gap: '3', textAlign: 'start', cursor: 'pointer', minHeight: '11' })}
        data-testid="wishlist-store-open"
      >
        {store.logo_full_url ? <img src={store.logo_full_url} alt="" width={56} height={56} loading="lazy" className={thumb} /> : <span className={thumb} />}
        <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
          <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{store.name}</span>
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'fg.muted' })}>
            <span className={css({ color: 'orange.500' })}>
              <StarIcon />
            </span>
            <span aria-label={t`Rating ${rating}`}>{rating}</span>
          </span>
          {store.address ? <span className={css({ fontSize: 'xs', color: 'fg.muted', lineClamp: 1 })}>{store.address}</span> : null}
        </span>
      </button>
      <button type="button" className={iconButton} onClick={onRemove} disabled={busy} aria-label={t`Remove ${store.name} from wishlist`} data-testid="wishlist-remove-store">
        <TrashIcon />
      </button>
    </li>
  );
}
