import type { ReactNode } from 'react';
import { Tabs } from '@ark-ui/react/tabs';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css } from '../../../styled-system/css';
import type { WishTabLabel } from '../../domain/wishlist';
import { ItemRow, StoreRow, VehicleRow, type PictureRowProps } from './WishlistRows';
import type { WishlistDrawerView } from './useWishlistDrawer';

// The wishlist drawer's two tabs (items and stores, named by module) and what each shows.

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

const trigger = css({
  flex: '1',
  minHeight: '11',
  fontWeight: 'semibold',
  fontSize: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _selected: { color: 'accent.default', borderColor: 'accent.default' },
});

export function WishTabList({ labels }: Pick<WishlistDrawerView, 'labels'>) {
  const { i18n } = useLingui();
  return (
    <Tabs.List
      className={css({
        display: 'flex',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        px: '2',
        position: 'relative',
      })}
    >
      {(['items', 'stores'] as const).map((tab) => (
        <Tabs.Trigger key={tab} value={tab} data-testid={`wishlist-tab-${tab}`} className={trigger}>
          {i18n._(tabLabels[labels[tab]])}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

function WishEmpty({ label }: { label: WishTabLabel }) {
  const { i18n } = useLingui();
  return (
    <p className={css({ py: '12', textAlign: 'center', color: 'fg.muted' })} data-testid="wishlist-empty">
      {i18n._(emptyTexts[label])}
    </p>
  );
}

/** A tab's rows, or its empty text (named by module) when it has none. */
function WishPanel({
  value,
  label,
  children,
}: {
  value: 'items' | 'stores';
  label: WishTabLabel;
  children: ReactNode[] | undefined;
}) {
  return (
    <Tabs.Content value={value} className={css({ overflowY: 'auto' })}>
      {children?.length ? <ul className={css({ px: '4' })}>{children}</ul> : <WishEmpty label={label} />}
    </Tabs.Content>
  );
}

/** The items tab: a rental module's vehicles, or items to add to the cart. */
export function ItemsPanel({ drawer }: { drawer: WishlistDrawerView }) {
  const { list, labels, money, busy, openVehicle, askDelete, addItem } = drawer;
  const data = list.data;
  /** What every row of the tab gets, a vehicle's or an item's: the money's format, the wait, its delete. */
  const rowWith = (id: number): PictureRowProps => ({ money, busy, onDelete: () => askDelete(id) });
  return (
    <WishPanel value="items" label={labels.items}>
      {data?.rental
        ? data.items.map((v) => <VehicleRow key={v.id} vehicle={v} onOpen={() => openVehicle(v)} {...rowWith(v.id)} />)
        : data?.items.map((item) => (
            <ItemRow key={item.id} item={item} onAdd={() => addItem(item)} {...rowWith(item.id)} />
          ))}
    </WishPanel>
  );
}

/** The stores tab (restaurants in food, providers in rental). */
export function StoresPanel({ drawer }: { drawer: WishlistDrawerView }) {
  const { list, labels, busy, openStore, removeStore } = drawer;
  return (
    <WishPanel value="stores" label={labels.stores}>
      {list.data?.stores.map((store) => (
        <StoreRow
          key={store.id}
          store={store}
          busy={busy}
          onOpen={() => openStore(store)}
          onRemove={() => removeStore(store.id)}
        />
      ))}
    </WishPanel>
  );
}
