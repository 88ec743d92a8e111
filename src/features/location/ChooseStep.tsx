import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useLocationActor } from './locationActor';
import { BookmarkIcon, CrosshairIcon, MapIcon, Spinner } from './icons';
import { ProblemMessage } from './ProblemMessage';
import { LocationSearch } from './LocationSearch';
import { SavedAddresses } from './SavedAddresses';

/** The ways to choose: place search, current location, the map, and saved addresses. */
export function ChooseStep() {
  const actor = useLocationActor();
  const searchId = useId();
  const locating = useSelector(actor, (s) => s.hasTag('locating'));
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const signedIn = useSelector(actor, (s) => s.context.signedIn);
  const busy = locating || checking;

  return (
    <div className={css({ stack: '4' })}>
      <LocationSearch searchId={searchId} busy={busy} />

      <PointButtons locating={locating} busy={busy} />

      {checking ? (
        <p role="status" className={css({ cluster: '2', fontSize: 'sm', color: 'fg.muted' })}>
          <Spinner size={16} />
          <Trans>Checking this location…</Trans>
        </p>
      ) : null}
      <ProblemMessage />

      <section aria-labelledby={`${searchId}-saved`} className={css({ stack: '2' })}>
        <h3 id={`${searchId}-saved`} className={css({ fontSize: 'sm', fontWeight: 'semibold', cluster: '2' })}>
          <BookmarkIcon size={16} />
          <Trans>Saved addresses</Trans>
        </h3>
        {signedIn ? (
          <SavedAddresses disabled={busy} labelledBy={`${searchId}-saved`} />
        ) : (
          <p data-testid="saved-addresses-sign-in" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <Trans>To select from saved addresses, you need to sign in.</Trans>
          </p>
        )}
      </section>
    </div>
  );
}

/** The point from the device's location, or picked on the map. */
function PointButtons({ locating, busy }: { locating: boolean; busy: boolean }) {
  const actor = useLocationActor();
  const ways = [
    {
      testId: 'use-current-location',
      event: 'location.current.request',
      icon: locating ? <Spinner size={16} /> : <CrosshairIcon size={18} />,
      label: locating ? <Trans>Finding your location…</Trans> : <Trans>Use current location</Trans>,
    },
    {
      testId: 'pick-on-map',
      event: 'location.map.open',
      icon: <MapIcon size={18} />,
      label: <Trans>Pick on the map</Trans>,
    },
  ] as const;
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2' })}>
      {ways.map(({ testId, event, icon, label }) => (
        <button
          key={testId}
          type="button"
          data-testid={testId}
          className={button({ variant: 'outline' })}
          disabled={busy}
          onClick={() => actor.send({ type: event })}
        >
          {icon}
          {label}
        </button>
      ))}
    </div>
  );
}
