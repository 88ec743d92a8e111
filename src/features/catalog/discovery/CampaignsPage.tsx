import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../../styled-system/css';
import { basicCampaignsQuery } from '../../../api/queries/catalog';
import { useScope } from '../../../api/scope';
import { widePageClass } from '../../../ui/surfaces';
import type { Campaign } from '../../../api/types';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { campaignDates } from './campaignDates';

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
const frame = css({
  display: 'block',
  aspectRatio: '2 / 1',
  borderRadius: 'card',
  overflow: 'hidden',
  bg: 'bg.subtle',
});

function CampaignCard({ campaign, first }: { campaign: Campaign; first: boolean }) {
  const { i18n } = useLingui();
  const d = campaignDates(campaign, i18n.locale);
  return (
    <Link
      to="/campaigns/$id"
      params={{ id: String(campaign.id) }}
      className={css({ stack: '2', textDecoration: 'none' })}
      data-testid="campaign-card"
    >
      <span className={frame}>
        <img
          src={campaign.image_full_url ?? undefined}
          alt=""
          width={400}
          height={200}
          loading={first ? 'eager' : 'lazy'}
          className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
        />
      </span>
      <span className={css({ fontWeight: 'semibold' })}>{campaign.title}</span>
      {d.to ? (
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>Until {d.to}</Trans>
        </span>
      ) : null}
    </Link>
  );
}

/** turn4 §3.1 /campaigns: the module's running basic campaigns, each opening its page. */
export function CampaignsPage() {
  const { t } = useLingui();
  const scope = useScope();
  useDocumentTitle(t`Campaigns`);
  const campaigns = useQuery(basicCampaignsQuery(scope));
  return (
    <section className={cx(widePageClass, css({ stack: '4' }))} data-testid="campaigns-page">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Campaigns</Trans>
      </h1>
      {campaigns.isPending && scope.zone ? (
        <div className={list} aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className={frame} />
          ))}
        </div>
      ) : campaigns.data?.length ? (
        <ul className={list}>
          {campaigns.data.map((c, i) => (
            <li key={c.id}>
              <CampaignCard campaign={c} first={i < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}>
          <Trans>No campaigns are running in this module right now.</Trans>
        </p>
      )}
    </section>
  );
}
