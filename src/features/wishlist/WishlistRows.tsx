import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Price } from '../../ui/Price';
import type { Item, Store, Vehicle } from '../../api/types';
import { discountedUnitPrice, formatMoney, type MoneyFormat } from '../../domain/money';
import { CartPlusIcon, StarIcon, TrashIcon } from './icons';

// The wishlist drawer's rows: an item (add to cart, delete), a rental vehicle (open, delete) and a store (open, remove).

const row = css({
  cluster: '3',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
});
const thumb = css({
  flexShrink: 0,
  width: '14',
  height: '14',
  borderRadius: 'lg',
  overflow: 'hidden',
  bg: 'bg.subtle',
  objectFit: 'cover',
});
const iconButton = button({ variant: 'ghost', size: 'icon' });

/** A row's picture, or a blank square of its size when it has none. */
function Thumb({ src }: { src: string | null | undefined }) {
  return src ? (
    <img src={src} alt="" width={56} height={56} loading="lazy" className={thumb} />
  ) : (
    <span className={thumb} />
  );
}

/** A row's delete (or remove) button; it waits while the wishlist is being written. */
function DeleteButton({
  label,
  busy,
  onClick,
  testId = 'wishlist-delete',
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={iconButton}
      onClick={onClick}
      disabled={busy}
      aria-label={label}
      data-testid={testId}
    >
      <TrashIcon />
    </button>
  );
}

/** An item's or a vehicle's row: its picture, its name and price, then its buttons. */
function PictureRow({
  image,
  children,
  end,
}: {
  image: string | null | undefined;
  children: ReactNode;
  end: ReactNode;
}) {
  return (
    <li className={row} data-testid="wishlist-item">
      <Thumb src={image} />
      <div className={css({ flex: '1', minWidth: '0' })}>{children}</div>
      {end}
    </li>
  );
}

/** What an item's and a vehicle's rows both get: the money's format, the wait while writing, and their delete. */
export interface PictureRowProps {
  money: MoneyFormat;
  busy: boolean;
  onDelete: () => void;
}

export function ItemRow({ item, onAdd, money, busy, onDelete }: PictureRowProps & { item: Item; onAdd: () => void }) {
  const { t } = useLingui();
  const price = discountedUnitPrice(item.price, item, money.digits);
  return (
    <PictureRow
      image={item.image_full_url}
      end={
        <>
          <button
            type="button"
            className={iconButton}
            onClick={onAdd}
            aria-label={t`Add ${item.name} to cart`}
            data-testid="wishlist-add-to-cart"
          >
            <CartPlusIcon />
          </button>
          <DeleteButton label={t`Delete ${item.name} from wishlist`} busy={busy} onClick={onDelete} />
        </>
      }
    >
      <p className={css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: 2 })}>{item.name}</p>
      <Price amount={price} original={item.price} fmt={money} size="sm" />
    </PictureRow>
  );
}

export function VehicleRow({
  vehicle,
  onOpen,
  money,
  busy,
  onDelete,
}: PictureRowProps & { vehicle: Vehicle; onOpen: () => void }) {
  const { t } = useLingui();
  const hourly = formatMoney(vehicle.hourly_price, money);
  return (
    <PictureRow
      image={vehicle.thumbnail_full_url}
      end={<DeleteButton label={t`Delete ${vehicle.name} from wishlist`} busy={busy} onClick={onDelete} />}
    >
      <button
        type="button"
        onClick={onOpen}
        className={css({
          fontWeight: 'semibold',
          fontSize: 'sm',
          lineClamp: 2,
          textAlign: 'start',
          cursor: 'pointer',
          minHeight: '6',
        })}
        data-testid="wishlist-vehicle-open"
      >
        {vehicle.name}
      </button>
      <p className={css({ fontSize: 'sm', fontWeight: 'bold', unicodeBidi: 'isolate' })}>
        <Trans>{hourly} / hour</Trans>
      </p>
    </PictureRow>
  );
}

export function StoreRow({
  store,
  busy,
  onOpen,
  onRemove,
}: {
  store: Store;
  busy: boolean;
  onOpen: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const rating = (store.avg_rating ?? 0).toFixed(1);
  return (
    <li className={row} data-testid="wishlist-store">
      <button
        type="button"
        onClick={onOpen}
        className={css({
          flex: '1',
          minWidth: '0',
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          textAlign: 'start',
          cursor: 'pointer',
          minHeight: '11',
        })}
        data-testid="wishlist-store-open"
      >
        <Thumb src={store.logo_full_url} />
        <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
          <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{store.name}</span>
          <span
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              fontSize: 'xs',
              color: 'fg.muted',
            })}
          >
            <span className={css({ color: 'orange.500' })}>
              <StarIcon />
            </span>
            <span aria-label={t`Rating ${rating}`}>{rating}</span>
          </span>
          {store.address ? (
            <span className={css({ fontSize: 'xs', color: 'fg.muted', lineClamp: 1 })}>{store.address}</span>
          ) : null}
        </span>
      </button>
      <DeleteButton
        label={t`Remove ${store.name} from wishlist`}
        busy={busy}
        onClick={onRemove}
        testId="wishlist-remove-store"
      />
    </li>
  );
}
