import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { configQuery } from '../../api/queries/config';
import { parcelCategoriesQuery, recentParcelOrdersQuery } from '../../api/queries/parcel';
import type { ShoppingScope } from '../../api/scope';
import { formatMoney, moneyFormatOf } from '../../domain/money';
import { CardPicture } from './CardPicture';
import { ParcelShowcase } from './ParcelShowcase';
import { heading, muted, threeColumns } from './styles';

const card = css({
  layerStyle: 'surface',
  borderRadius: 'lg',
  p: '4',
  cluster: '3',
  textDecoration: 'none',
  color: 'inherit',
  _hover: { borderColor: 'accent.default' },
});

/**
 * issue 17 Parcel home (the parcel module has no stores or items): the categories with image, name, description
 * and per-km charge, the business's video section and "why choose us" cards (turn4 §3.3), and the customer's
 * recent parcel orders.
 */
export function ParcelHome({ scope }: { scope: ShoppingScope }) {
  const { t } = useLingui();
  const categories = useQuery(parcelCategoriesQuery(scope.moduleId));
  const config = useQuery(configQuery());
  const recent = useQuery(recentParcelOrdersQuery(scope));
  const fmt = moneyFormatOf(config.data);
  return (
    <div className={css({ stack: '8' })} data-testid="parcel-home">
      <section aria-labelledby="parcel-categories-title" className={css({ stack: '3' })}>
        <h2 id="parcel-categories-title" className={heading}>
          <Trans>What are you sending?</Trans>
        </h2>
        <div className={threeColumns}>
          {(categories.data ?? []).map((c) => (
            <Link
              key={c.id}
              to="/parcel/send"
              search={{ category_id: c.id }}
              className={card}
              data-testid="parcel-category"
            >
              <CardPicture src={c.image_full_url} size={56} />
              <span className={css({ stack: '1' })}>
                <span className={css({ fontWeight: 'semibold' })}>{c.name}</span>
                {c.description ? <span className={muted}>{c.description}</span> : null}
                {c.parcel_per_km_shipping_charge !== null && c.parcel_per_km_shipping_charge !== undefined ? (
                  <span className={css({ fontSize: 'sm' })}>
                    <Trans>{formatMoney(c.parcel_per_km_shipping_charge, fmt)} per km</Trans>
                  </span>
                ) : null}
              </span>
            </Link>
          ))}
        </div>
      </section>
      <ParcelShowcase moduleId={scope.moduleId} />
      {scope.signedIn ? (
        <section aria-labelledby="parcel-recent-title" className={css({ stack: '3' })}>
          <h2 id="parcel-recent-title" className={heading}>
            <Trans>Your recent parcels</Trans>
          </h2>
          {recent.data && recent.data.length === 0 ? (
            <p className={muted}>{t`You have not sent a parcel yet.`}</p>
          ) : null}
          <ul className={css({ stack: '2' })}>
            {(recent.data ?? []).map((o) => (
              <li key={o.id} className={card} data-testid="parcel-recent-order">
                <a
                  href={`/my-orders/${o.id}`}
                  className={css({ stack: '1', color: 'inherit', textDecoration: 'none', flex: '1' })}
                >
                  <span className={css({ fontWeight: 'semibold' })}>
                    <Trans>Order #{o.id}</Trans> · {o.parcel_category?.name ?? ''}
                  </span>
                  <span className={muted}>
                    <Trans>
                      To {o.receiver_details?.contact_person_name ?? ''}, {o.receiver_details?.address ?? ''}
                    </Trans>
                  </span>
                </a>
                <span className={css({ fontSize: 'sm' })}>{formatMoney(o.order_amount, fmt)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
