import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { ProviderDetails } from '../../api/types';
import { formatAverage, starValue } from '../../domain/rating';
import { Stars } from '../../ui/Stars';

/** core §2 /rental/provider-details: the rental provider (a store of the rental module, api2 §11). */
export function ProviderHeader({ provider }: { provider: ProviderDetails }) {
  const { t } = useLingui();
  const vehicles = provider.total_vehicle_count ?? 0;
  return (
    <header className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="provider-header">
      <div className={css({ aspectRatio: '3 / 1', borderRadius: 'card', overflow: 'hidden', bg: 'bg.subtle' })}>
        <img src={provider.cover_photo_full_url ?? undefined} alt="" width={1200} height={400} className={css({ width: 'full', height: 'full', objectFit: 'cover' })} />
      </div>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <img src={provider.logo_full_url ?? undefined} alt="" width={64} height={64} className={css({ width: '16', height: '16', borderRadius: 'full', bg: 'bg.subtle' })} />
        <div>
          <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{provider.name}</h1>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
            <Stars value={starValue(provider.avg_rating)} label={t`Rated ${formatAverage(provider.avg_rating)} out of 5`} />
            <span>{formatAverage(provider.avg_rating)}</span>
          </div>
        </div>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {provider.address} · <Trans>{vehicles} vehicles</Trans>
      </p>
    </header>
  );
}
