import { Suspense } from 'react';
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
import { css, cx } from '../../../styled-system/css';
import { cardFrameClass } from './cardFrame';
import { roundControl } from './roundControl';
import { lazyPart } from '../../ui/lazyPart';

const badge = css({ px: '2', py: '0.5', borderRadius: 'full', fontSize: '2xs', fontWeight: 'bold', lineHeight: '1.4' });
const round = `${roundControl} ${css({ boxShadow: 'raised' })}`;

// The stepper waits for the cart flows anyway (it suspends until they load); its line rules come with it.
const CardStepper = lazyPart(() => import('./CardStepper'));

/**
 * core §2 Product card: image, recommended / organic / halal badges, veg or non-veg (food, when
 * toggle_veg_non_veg is on), name, store, price and rating; quick view, add to cart and quantity controls
 * show on hover, on keyboard focus, and always on touch screens.
 */
export function ProductCard({
  item,
  storeOpen,
  firstScreen = false,
}: {
  item: Item;
  storeOpen?: boolean;
  firstScreen?: boolean;
}) {
  return (
    <article
      className={cx(
        cardFrameClass,
        css({
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          height: 'full',
          '& [data-hover-controls]': { opacity: { base: 1 } },
          '@media (hover: hover)': {
            '& [data-hover-controls]': { opacity: 0, transition: 'opacity 0.15s' },
            '&:hover [data-hover-controls], &:focus-within [data-hover-controls]': { opacity: 1 },
          },
        }),
      )}
      data-testid="product-card"
      data-item-id={item.id}
    >
      <div className={css({ position: 'relative', aspectRatio: '1', bg: 'bg.subtle' })}>
        <img
          src={item.image_full_url ?? undefined}
          alt=""
          width={240}
          height={240}
          {...imageLoading(firstScreen)}
          decoding="async"
          className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
        />
        <Badges item={item} />
        <CardControls item={item} storeOpen={storeOpen} />
      </div>
      <CardDetails item={item} />
    </article>
  );
}

function Badges({ item }: { item: Item }) {
  return (
    <div className={css({ position: 'absolute', top: '2', insetStart: '2', stack: '1', alignItems: 'flex-start' })}>
      {item.recommended === 1 ? (
        <span
          className={`${badge} ${css({ bg: 'accent.default', color: 'accent.fg' })}`}
          data-testid="recommended-badge"
        >
          <Trans>Recommended</Trans>
        </span>
      ) : null}
      {item.organic === 1 ? (
        <span className={`${badge} ${css({ bg: '#166534', color: 'white' })}`} data-testid="organic-badge">
          <Trans>Organic</Trans>
        </span>
      ) : null}
      {item.is_halal === 1 && Number(item.halal_tag_status) ? (
        <span className={`${badge} ${css({ bg: 'bg.surface', color: 'fg.default' })}`} data-testid="halal-badge">
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
      <div data-hover-controls className={css({ position: 'absolute', top: '2', insetEnd: '2' })}>
        <button
          type="button"
          className={round}
          onClick={actions.open}
          aria-label={t`Quick view of ${item.name}`}
          data-testid="quick-view"
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
          </svg>
        </button>
      </div>
      <div data-hover-controls className={css({ position: 'absolute', bottom: '2', insetEnd: '2', cluster: '2' })}>
        {actions.line ? (
          <Suspense fallback={null}>
            <CardStepper line={actions.line} name={item.name} />
          </Suspense>
        ) : (
          <button
            type="button"
            className={round}
            onClick={actions.add}
            aria-label={t`Add ${item.name} to cart`}
            data-testid="card-add"
          >
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
  const campaign = item.available_date_starts ? 1 : undefined;
  return (
    <div className={css({ stack: '1', p: '3', flex: '1' })}>
      <div className={css({ cluster: '1.5' })}>
        {item.module_type === 'food' && settings.vegToggle ? (
          <VegMark veg={item.veg === 1} label={item.veg === 1 ? t`Veg` : t`Non-veg`} />
        ) : null}
        <Link
          to="/product/$id"
          // A campaign item is found by items/details only when asked for one, and by its id (the platform's).
          params={{ id: (!campaign && item.slug) || String(item.id) }}
          search={{ module_id: moduleId, campaign }}
          className={css({
            fontWeight: 'semibold',
            fontSize: 'sm',
            lineClamp: 2,
            textDecoration: 'none',
            _hover: { textDecoration: 'underline' },
          })}
        >
          {item.name}
        </Link>
      </div>
      {item.store_name ? (
        <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>{item.store_name}</p>
      ) : null}
      <div className={css({ mt: 'auto', cluster: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
        <Price amount={discountedUnitPrice(price, item, fmt.digits)} original={price} fmt={fmt} size="sm" />
        <span
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '0.5',
            fontSize: 'xs',
            color: 'fg.muted',
          })}
          aria-label={t`Rating ${formatRatingBadge(item.avg_rating, fmt.digits)}`}
        >
          <span aria-hidden="true" className={css({ color: 'fg.rating' })}>
            ★
          </span>
          {formatRatingBadge(item.avg_rating, fmt.digits)}
        </span>
      </div>
    </div>
  );
}
