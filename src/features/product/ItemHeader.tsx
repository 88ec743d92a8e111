import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { ItemDetails } from '../../api/types';
import type { ShoppingScope } from '../../api/scope';
import { formatMoney, hasDiscount, toNumber, type MoneyFormat } from '../../domain/money';
import { formatAverage, starValue } from '../../domain/rating';
import { Stars } from '../../ui/Stars';
import { VegMark } from '../../ui/VegMark';
import { WishlistHeart } from './WishlistHeart';
import { pill } from './ItemSections';

/** Coordinates go into the URL as numbers (`lat=23.7563`), not as quoted strings. */
const coordinate = (v: string | null | undefined) =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v);

/** What the item view shows about the item itself, read once from the item (core §2). */
export function itemFacts(item: ItemDetails) {
  const images = (item.images_full_url?.length ? item.images_full_url : [item.image_full_url]).filter(
    (x): x is string => Boolean(x),
  );
  const tags = (item.tags ?? [])
    .map((x) => String((x as { tag?: unknown; name?: unknown }).tag ?? (x as { name?: unknown }).name ?? ''))
    .filter(Boolean);
  const categories = (item.category_ids ?? []).map((c) => c.name).filter((n): n is string => Boolean(n));
  return { images, tags, categories };
}

/** Over the gallery: the discount badge and the wishlist heart (a tap on the heart does not open the gallery). */
export function GalleryOverlay({ item, fmt }: { item: ItemDetails; fmt: MoneyFormat }) {
  const { t } = useLingui();
  const discountBadge = hasDiscount(item)
    ? item.discount_type === 'amount'
      ? t`${formatMoney(toNumber(item.discount), fmt)} off`
      : t`${toNumber(item.discount)}% off`
    : null;
  return (
    <>
      {discountBadge ? (
        <span
          className={`${pill} ${css({ position: 'absolute', top: '2', insetStart: '2', bg: 'fg.danger', color: 'fg.inverse' })}`}
          data-testid="discount-badge"
        >
          {discountBadge}
        </span>
      ) : null}
      <div className={css({ position: 'absolute', bottom: '2', insetEnd: '2' })} onClick={(e) => e.stopPropagation()}>
        <WishlistHeart itemId={item.id} count={item.whislists_count ?? 0} />
      </div>
    </>
  );
}

interface ItemHeaderProps {
  item: ItemDetails;
  variant: 'page' | 'dialog';
  scope: ShoppingScope;
  showVeg: boolean;
  hideStoreLink?: boolean;
}

/** core §2: the store link, the item's name with its veg and halal marks, its generic name and its rating. */
export function ItemHeader({ item, variant, scope, showVeg, hideStoreLink }: ItemHeaderProps) {
  const { t } = useLingui();
  const store = item.store_details;
  const avg = item.avg_rating ?? 0;
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <>
      {store && !hideStoreLink ? (
        <Link
          to="/store/$id"
          params={{ id: store.slug || String(store.id) }}
          search={{
            id: store.id,
            module_id: item.module_id ?? scope.moduleId ?? undefined,
            lat: coordinate(store.latitude),
            lng: coordinate(store.longitude),
            store_zone_id: store.zone_id,
          }}
          className={css({
            color: 'accent.default',
            fontWeight: 'semibold',
            fontSize: 'sm',
            alignSelf: 'flex-start',
            minHeight: '6',
          })}
          data-testid="store-link"
        >
          {store.name}
        </Link>
      ) : null}
      <div className={css({ cluster: '2', flexWrap: 'wrap' })}>
        <Heading
          className={css({ fontSize: variant === 'page' ? '2xl' : 'xl', fontWeight: 'bold', lineHeight: '1.2' })}
        >
          {item.name}
        </Heading>
        {showVeg ? <VegMark veg={item.veg === 1} label={item.veg === 1 ? t`Veg` : t`Non-veg`} /> : null}
        {item.is_halal && Number(item.halal_tag_status) ? (
          <span
            className={`${pill} ${css({ bg: 'accent.subtle', color: 'accent.emphasis' })}`}
            data-testid="halal-badge"
          >
            <Trans>Halal</Trans>
          </span>
        ) : null}
      </div>
      {item.generic_name?.length ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="generic-name">
          <Trans>Generic name:</Trans> {item.generic_name.join(', ')}
        </p>
      ) : null}
      <div className={css({ cluster: '2', fontSize: 'sm' })} data-testid="item-rating">
        <Stars value={starValue(avg)} label={t`Rated ${formatAverage(avg)} out of 5`} />
        <span>{formatAverage(avg)}</span>
        <span className={css({ color: 'fg.muted' })}>({item.rating_count ?? 0})</span>
      </div>
    </>
  );
}
