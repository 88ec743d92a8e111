import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Item } from '../../api/types';
import { useCatalogSettings } from '../../api/queries/catalog';
import { useScope } from '../../api/scope';
import { discountedUnitPrice, toNumber } from '../../domain/money';
import { formatRatingBadge } from '../../domain/rating';
import { Price } from '../../ui/Price';
import { VegMark } from '../../ui/VegMark';
import { useItemActions } from './useItemActions';
import { imageLoading } from '../../ui/hero';
import * as s from './ProductCard.styles';

// The stepper waits for the cart flows anyway (it suspends until they load); its line rules come with it.
const CardStepper = lazy(() => import('./CardStepper'));

/**
 * core §2 Product card: image, recommended / organic / halal badges, veg or non-veg (food, when
 * toggle_veg_non_veg is on), name, store, price and rating; quick view, add to cart and quantity controls
 * show on hover, on keyboard focus, and always on touch screens.
 */
export function ProductCard({ item, storeOpen, firstScreen = false }: { item: Item; storeOpen?: boolean; firstScreen?: boolean }) {
  return (
    <article className={s.cardClass} data-testid="product-card" data-item-id={item.id}>
      <div className={s.mediaClass}>
        <img src={item.image_full_url ?? undefined} alt="" width={240} height={240} {...imageLoading(firstScreen)} decoding="async" className={s.imageClass} />
        <Badges item={item} />
        <CardControls item={item} storeOpen={storeOpen} />
      </div>
      <CardDetails item={item} />
    </article>
  );
}

function Badges({ item }: { item: Item }) {
  return (
    <div className={s.badgeStackClass}>
      {item.recommended === 1 ? (
        <span className={s.recommendedBadge} data-testid="recommended-badge">
          <Trans>Recommended</Trans>
        </span>
      ) : null}
      {item.organic === 1 ? (
        <span className={s.organicBadge} data-testid="organic-badge">
          <Trans>Organic</Trans>
        </span>
      ) : null}
      {item.is_halal === 1 && Number(item.halal_tag_status) ? (
        <span className={s.halalBadge} data-testid="halal-badge">
          <Trans>Halal</Trans>
        </span>
      ) : null}
    </div>
  );
}

/** Quick view, and add to cart or the stepper of the line already in the cart. */
function CardControls({ item, storeOpen }: { item: Item; storeOpen?: boolean }) {
  const { t } = useLingui();
  const actions = useItemActions(item, storeOpen);
  return (
    <>
      {/* Top end, apart from the add button and the stepper, which on a phone's narrow card need the width. */}
      <div data-hover-controls className={s.topEndClass}>
        <button type="button" className={s.roundClass} onClick={actions.open} aria-label={t`Quick view of ${item.name}`} data-testid="quick-view">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
          </svg>
        </button>
      </div>
      <div data-hover-controls className={s.bottomEndClass}>
        {actions.line ? (
          <Suspense fallback={null}>
            <CardStepper line={actions.line} name={item.name} />
          </Suspense>
        ) : (
          <button type="button" className={s.roundClass} onClick={actions.add} aria-label={t`Add ${item.name} to cart`} data-testid="card-add">
            +
          </button>
        )}
      </div>
    </>
  );
}

/** Veg mark, name (the product page's link), store, price and rating. */
function CardDetails({ item }: { item: Item }) {
  const { t } = useLingui();
  const settings = useCatalogSettings();
  const scope = useScope();
  const fmt = settings.money;
  const price = toNumber(item.price);
  const moduleId = item.module_id ?? scope.moduleId ?? undefined;
  return (
    <div className={s.detailsClass}>
      <div className={s.nameRowClass}>
        {item.module_type === 'food' && settings.vegToggle ? <VegMark veg={item.veg === 1} label={item.veg === 1 ? t`Veg` : t`Non-veg`} /> : null}
        <Link to="/product/$id" params={{ id: item.slug || String(item.id) }} search={{ module_id: moduleId }} className={s.nameLinkClass}>
          {item.name}
        </Link>
      </div>
      {item.store_name ? <p className={s.storeNameClass}>{item.store_name}</p> : null}
      <div className={s.priceRowClass}>
        <Price amount={discountedUnitPrice(price, item, fmt.digits)} original={price} fmt={fmt} size="sm" />
        <span className={s.ratingClass} aria-label={t`Rating ${formatRatingBadge(item.avg_rating, fmt.digits)}`}>
          <span aria-hidden="true" className={s.starClass}>
            ★
          </span>
          {formatRatingBadge(item.avg_rating, fmt.digits)}
        </span>
      </div>
    </div>
  );
}
