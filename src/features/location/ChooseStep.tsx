import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { savedAddressesQuery } from '../../api/queries/location';
import { useScope } from '../../api/scope';
import { SEARCH_MAX_LENGTH, toLatLng } from '../../domain/location';
import { Skeleton } from '../../ui/Skeleton';
import { useLocationActor } from './locationActor';
import { BookmarkIcon, CrosshairIcon, MapIcon, PinIcon, SearchIcon, Spinner } from './icons';
import { ProblemMessage } from './ProblemMessage';

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '12',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.6, cursor: 'wait' },
});

/** The ways to choose: place search, current location, the map, and saved addresses. */
export function ChooseStep() {
  const actor = useLocationActor();
  const { t } = useLingui();
  const searchId = useId();
  const query = useSelector(actor, (s) => s.context.query);
  const suggestions = useSelector(actor, (s) => s.context.suggestions);
  const searching = useSelector(actor, (s) => s.hasTag('searching'));
  const locating = useSelector(actor, (s) => s.hasTag('locating'));
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const idle = useSelector(actor, (s) => s.hasTag('settled'));
  const signedIn = useSelector(actor, (s) => s.context.signedIn);
  // After a pick that failed (say, outside every zone) the problem is the one answer; "no places match" would contradict the list just used.
  const failed = useSelector(actor, (s) => s.context.problem !== null);
  const busy = locating || checking;

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <label htmlFor={searchId} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
          <Trans>Search for your area or a place</Trans>
        </label>
        <div className={css({ position: 'relative' })}>
          <span className={css({ position: 'absolute', insetStart: '3', top: '50%', transform: 'translateY(-50%)', color: 'fg.muted', display: 'flex' })}>
            <SearchIcon size={18} />
          </span>
          <input
            id={searchId}
            type="search"
            data-testid="location-search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={query}
            disabled={busy}
            placeholder={t`e.g. Dhanmondi 27`}
            aria-describedby={`${searchId}-status`}
            onChange={(e) => actor.send({ type: 'location.search.type', text: e.target.value })}
            className={css({
              width: 'full',
              minHeight: '12',
              ps: '10',
              pe: '10',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'lg',
              bg: 'bg.surface',
              fontSize: 'md',
              _focusVisible: { outlineOffset: '0' },
            })}
          />
          {searching ? (
            <span className={css({ position: 'absolute', insetEnd: '3', top: '50%', transform: 'translateY(-50%)', color: 'accent.default', display: 'flex' })}>
              <Spinner size={16} />
            </span>
          ) : null}
        </div>
        <p id={`${searchId}-status`} aria-live="polite" className={css({ srOnly: true })}>
          {idle && query.trim().length >= 2 ? suggestions.length ? <Plural value={suggestions.length} one="# place found" other="# places found" /> : <Trans>No places found</Trans> : null}
        </p>
        {suggestions.length ? (
          <ul
            aria-label={t`Places`}
            data-testid="location-suggestions"
            className={css({ display: 'flex', flexDirection: 'column', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '1' })}
          >
            {suggestions.map((s) => (
              <li key={s.placeId}>
                <button type="button" className={row} disabled={busy} onClick={() => actor.send({ type: 'location.search.pick', placeId: s.placeId, text: s.text })}>
                  <span className={css({ color: 'fg.muted', display: 'flex' })}>
                    <PinIcon size={18} />
                  </span>
                  <span dir="auto">{s.text}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : idle && !failed && query.trim().length >= 2 ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <Trans>No places match your search. Try another name, or pick the point on the map.</Trans>
          </p>
        ) : null}
      </div>

      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2' })}>
        <button type="button" data-testid="use-current-location" className={button({ variant: 'outline' })} disabled={busy} onClick={() => actor.send({ type: 'location.current.request' })}>
          {locating ? <Spinner size={16} /> : <CrosshairIcon size={18} />}
          {locating ? <Trans>Finding your location…</Trans> : <Trans>Use current location</Trans>}
        </button>
        <button type="button" data-testid="pick-on-map" className={button({ variant: 'outline' })} disabled={busy} onClick={() => actor.send({ type: 'location.map.open' })}>
          <MapIcon size={18} />
          <Trans>Pick on the map</Trans>
        </button>
      </div>

      {checking ? (
        <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' })}>
          <Spinner size={16} />
          <Trans>Checking this location…</Trans>
        </p>
      ) : null}
      <ProblemMessage />

      <section aria-labelledby={`${searchId}-saved`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h3 id={`${searchId}-saved`} className={css({ fontSize: 'sm', fontWeight: 'semibold', display: 'flex', alignItems: 'center', gap: '2' })}>
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

function SavedAddresses({ disabled, labelledBy }: { disabled: boolean; labelledBy: string }) {
  const actor = useLocationActor();
  const scope = useScope();
  const { t } = useLingui();
  const typeLabel: Record<string, string> = { home: t`Home`, office: t`Office`, other: t`Other` };
  const addresses = useQuery(savedAddressesQuery(true));
  if (addresses.isPending) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Skeleton className={css({ height: '12' })} />
        <Skeleton className={css({ height: '12' })} />
      </div>
    );
  }
  const list = (addresses.data ?? [])
    .map((a) => ({ a, point: toLatLng(a.latitude, a.longitude) }))
    .filter((x): x is { a: (typeof x)['a']; point: NonNullable<(typeof x)['point']> } => x.point !== null && Boolean(x.a.address));
  if (!list.length) {
    return (
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <Trans>No saved addresses found to select.</Trans>
      </p>
    );
  }
  // acc §2 the navbar variant: the saved addresses as a radio list, the current location's one checked; choosing
  // one goes through the zone lookup and the page reloads (acc §4).
  const current = list.find(({ a, point }) => a.address === scope.address && scope.position?.lat === point.lat && scope.position?.lng === point.lng)?.a.id ?? null;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} data-testid="saved-addresses" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      {list.map(({ a, point }) => (
        <label
          key={a.id}
          className={`${row} ${css({ '&:has(input:checked)': { bg: 'bg.subtle' }, '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.focus' } })}`}
          data-testid="saved-address"
        >
          <input
            type="radio"
            name={`${labelledBy}-address`}
            checked={current === a.id}
            disabled={disabled}
            onChange={() => actor.send({ type: 'location.address.pick', place: { address: a.address!, ...point } })}
            className={css({ width: '4', height: '4', flexShrink: 0, accentColor: 'accent.default' })}
          />
          <span className={css({ color: 'fg.muted', display: 'flex' })}>
            <PinIcon size={18} />
          </span>
          <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
            <span className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{a.address_label || typeLabel[a.address_type] || a.address_type}</span>
            <span dir="auto" className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="saved-address-line">
              {a.address}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
