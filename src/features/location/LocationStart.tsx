import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { sendTo } from '../../flows/lazyActor';
import { useLocationLoader } from './locationActor';
import { CrosshairIcon, PinIcon, SearchIcon } from './icons';
import { useStoredLocation } from './session';

/**
 * acc §2 Landing: a visitor without a location chooses one to start (search, current location or the map,
 * in the picker); once chosen they go on to /home. With a location set it offers /home and a change.
 */
export function LocationStart() {
  const actor = useLocationLoader();
  const here = useStoredLocation();
  const open = () => sendTo(actor, { type: 'location.open', signedIn: here.signedIn, wording: here.wording });

  if (here.address && here.zoneId) {
    return (
      <div className={css({ stack: '3', alignItems: 'flex-start' })}>
        <p className={css({ cluster: '2', color: 'fg.muted' })}>
          <PinIcon size={18} />
          <span>
            {here.wording === 'pickup' ? <Trans>Pickup from</Trans> : <Trans>Deliver to</Trans>}{' '}
            <strong dir="auto" className={css({ color: 'fg.default' })}>
              {here.address}
            </strong>
          </span>
        </p>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Link to="/home" className={button()} data-testid="start-shopping">
            <Trans>Start shopping</Trans>
          </Link>
          <button type="button" className={button({ variant: 'outline' })} onClick={open}>
            <Trans>Change location</Trans>
          </button>
        </div>
      </div>
    );
  }

  return (
    <div data-testid="location-start" className={css({ stack: '3', maxWidth: '520px' })}>
      <p className={css({ fontWeight: 'semibold' })}>
        <Trans>Choose a location to start</Trans>
      </p>
      <button
        type="button"
        data-testid="landing-choose-location"
        onClick={open}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          minHeight: '14',
          px: '4',
          borderWidth: '2px',
          borderColor: 'accent.default',
          borderRadius: 'card',
          bg: 'bg.surface',
          color: 'fg.muted',
          textAlign: 'start',
          cursor: 'pointer',
          boxShadow: 'raised',
          _hover: { bg: 'accent.subtle' },
        })}
      >
        <span className={css({ color: 'accent.default', display: 'flex' })}>
          <SearchIcon />
        </span>
        <span className={css({ flex: '1' })}>
          <Trans>Search for your area or a place</Trans>
        </span>
      </button>
      <button
        type="button"
        className={button({ variant: 'ghost' })}
        onClick={() => {
          open();
          sendTo(actor, { type: 'location.current.request' });
        }}
      >
        <CrosshairIcon size={18} />
        <Trans>Use current location</Trans>
      </button>
    </div>
  );
}
