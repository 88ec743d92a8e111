import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { modulesQuery } from '../../api/queries/location';
import { wordingFor } from '../../domain/location';
import { zoneNames } from '../../domain/zone';
import { sendTo } from '../../flows/lazyActor';
import { useLocationLoader } from './locationActor';
import { PinIcon } from './icons';
import { useStoredLocation } from './session';

/** acc §2 Header: the zone and the location; opens the location picker. */
export function LocationButton({ moduleType }: { moduleType: string | null | undefined }) {
  const actor = useLocationLoader();
  const { t } = useLingui();
  const here = useStoredLocation();
  const modules = useQuery({ ...modulesQuery(here.zoneId), enabled: Boolean(here.zoneId) }).data;
  const zones = (modules ?? []).flatMap((m) => m.zones ?? []);
  const zone = zoneNames(zones, here.zoneIds)[0];
  const wording = wordingFor(moduleType);
  const label = wording === 'pickup' ? t`Pickup from` : t`Deliver to`;

  return (
    <button
      type="button"
      data-testid="location-button"
      onClick={() => {
        sendTo(actor, { type: 'location.open', signedIn: here.signedIn, wording });
      }}
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        minHeight: '11',
        maxWidth: { base: 'full', md: '320px' },
        width: { base: 'full', md: 'auto' },
        px: '3',
        py: '1',
        borderRadius: 'lg',
        bg: 'bg.subtle',
        textAlign: 'start',
        cursor: 'pointer',
        _hover: { bg: 'accent.subtle' },
      })}
    >
      <span className={css({ color: 'accent.default', flexShrink: 0 })}>
        <PinIcon size={18} />
      </span>
      <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0', lineHeight: '1.25' })}>
        <span
          className={css({
            fontSize: 'xs',
            color: 'fg.muted',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          })}
        >
          {label}
          {zone ? <span data-testid="location-zone"> · {zone}</span> : null}
        </span>
        <span
          data-testid="location-address"
          dir={here.address ? 'auto' : undefined}
          className={css({
            fontSize: 'sm',
            fontWeight: 'semibold',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          })}
        >
          {here.address ?? <Trans>Choose your location</Trans>}
        </span>
        {here.address ? (
          <span className={css({ srOnly: true })}>
            <Trans>Change location</Trans>
          </span>
        ) : null}
      </span>
    </button>
  );
}
