import { Link, useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import type { Scope } from '../../../api/queries/catalog';
import { useScope } from '../../../api/scope';
import { cardGridClass, widePageClass } from '../../../ui/surfaces';
import { campaignDetailsQuery } from '../../../api/queries/discovery';
import { Skeleton } from '../../../ui/Skeleton';
import { NotFoundState } from '../../../ui/NotFoundState';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { termClass, termListClass } from '../../../ui/termList';
import { StoreCard } from '../StoreCard';
import { campaignDates } from './campaignDates';

const banner = css({
  aspectRatio: { base: '2 / 1', md: '4 / 1' },
  borderRadius: 'card',
  overflow: 'hidden',
  bg: 'bg.subtle',
  width: 'full',
});

/** turn4 §3.2 /campaigns/{id}, the platform's client's path. */
export function CampaignDetailsPage() {
  const { id } = useParams({ from: '/campaigns/$id' });
  const n = Number(id);
  return (
    <div className={widePageClass}>
      <CampaignDetails key={id} scope={useScope()} id={Number.isInteger(n) ? n : 0} />
    </div>
  );
}

/** The campaign's image, dates, description and the stores taking part. */
function CampaignDetails({ scope, id }: { scope: Scope; id: number }) {
  const { i18n } = useLingui();
  const details = useQuery(campaignDetailsQuery(scope, id));
  const c = details.data;
  useDocumentTitle(c?.title);
  if (details.isPending && scope.zone) return <Skeleton className={banner} />;
  if (!c) return <NotFoundState title={<Trans>This campaign is not running.</Trans>} testId="campaign-not-found" />;
  const d = campaignDates(c, i18n.locale);
  return (
    <article className={css({ stack: '4' })} data-testid="campaign-details">
      <div className={banner}>
        <img
          src={c.image_full_url ?? undefined}
          alt=""
          width={800}
          height={400}
          fetchPriority="high"
          className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
        />
      </div>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{c.title}</h1>
      <dl className={termListClass} data-testid="campaign-dates">
        <dt className={termClass}>
          <Trans>Runs</Trans>
        </dt>
        <dd>
          <Trans>
            {d.from} to {d.to}
          </Trans>
        </dd>
        {d.hours ? (
          <>
            <dt className={termClass}>
              <Trans>Daily</Trans>
            </dt>
            <dd dir="ltr" className={css({ justifySelf: 'start' })}>
              {d.hours}
            </dd>
          </>
        ) : null}
      </dl>
      {c.description ? <p className={css({ color: 'fg.default', maxWidth: '70ch' })}>{c.description}</p> : null}
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <Trans>Stores taking part</Trans>
      </h2>
      {c.stores.length ? (
        <ul className={cardGridClass}>
          {c.stores.map((s) => (
            <li key={s.id}>
              <StoreCard store={s} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          <Trans>No store near you takes part in this campaign.</Trans>
        </p>
      )}
      <Link
        to="/campaigns"
        className={css({
          alignSelf: 'flex-start',
          color: 'accent.default',
          fontSize: 'sm',
          minHeight: '11',
          display: 'inline-flex',
          alignItems: 'center',
        })}
      >
        <Trans>All campaigns</Trans>
      </Link>
    </article>
  );
}
