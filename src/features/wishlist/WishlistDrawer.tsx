import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import { Tabs } from '@ark-ui/react/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css } from '../../../styled-system/css';
import { EndDrawer } from '../../ui/EndDrawer';
import type { Store, Vehicle } from '../../api/types';
import { useWishlistFlow } from '../../flows/wishlist';
import { useAddToCart } from '../../flows/cart';
import { storeHref, wishKinds, wishTabLabels, type WishTabLabel } from '../../domain/wishlist';
import { RemoveDialog } from './RemoveDialog';
import { ItemRow, StoreRow, VehicleRow } from './WishlistRows';
import { useWishlistView } from './useWishlistView';
import { loadingSpinner } from '../../ui/loadingSpinner';

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
            <span className={loadingSpinner} />
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
