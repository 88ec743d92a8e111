import { useSelector } from '@xstate/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { SEARCH_MAX_LENGTH } from '../../domain/location';
import { useLocationActor } from './locationActor';
import { PinIcon, SearchIcon, Spinner } from './icons';
import { row } from './ChooseStep.styles';

/** The place search: the field, how many places it found (for screen readers), and the places to pick. */
export function LocationSearch({ searchId, busy }: { searchId: string; busy: boolean }) {
  return (
    <div className={css({ stack: '2' })}>
      <SearchField searchId={searchId} busy={busy} />
      <SearchResults searchId={searchId} busy={busy} />
    </div>
  );
}

/** The picker's flow and the text typed so far: what the field and the results both read. */
function usePlaceQuery() {
  const actor = useLocationActor();
  return { actor, query: useSelector(actor, (s) => s.context.query) };
}

function SearchField({ searchId, busy }: { searchId: string; busy: boolean }) {
  const { actor, query } = usePlaceQuery();
  const { t } = useLingui();
  const searching = useSelector(actor, (s) => s.hasTag('searching'));
  return (
    <>
      <label htmlFor={searchId} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        <Trans>Search for your area or a place</Trans>
      </label>
      <div className={css({ position: 'relative' })}>
        <span
          className={css({
            position: 'absolute',
            insetStart: '3',
            top: '50%',
            transform: 'translateY(-50%)',
            color: 'fg.muted',
            display: 'flex',
          })}
        >
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
          <span
            className={css({
              position: 'absolute',
              insetEnd: '3',
              top: '50%',
              transform: 'translateY(-50%)',
              color: 'accent.default',
              display: 'flex',
            })}
          >
            <Spinner size={16} />
          </span>
        ) : null}
      </div>
    </>
  );
}

function SearchResults({ searchId, busy }: { searchId: string; busy: boolean }) {
  const { actor, query } = usePlaceQuery();
  const { t } = useLingui();
  const suggestions = useSelector(actor, (s) => s.context.suggestions);
  const idle = useSelector(actor, (s) => s.hasTag('settled'));
  // After a pick that failed (say, outside every zone) the problem is the one answer; "no places match" would contradict the list just used.
  const failed = useSelector(actor, (s) => s.context.problem !== null);
  return (
    <>
      <p id={`${searchId}-status`} aria-live="polite" className={css({ srOnly: true })}>
        {idle && query.trim().length >= 2 ? (
          suggestions.length ? (
            <Plural value={suggestions.length} one="# place found" other="# places found" />
          ) : (
            <Trans>No places found</Trans>
          )
        ) : null}
      </p>
      {suggestions.length ? (
        <ul
          aria-label={t`Places`}
          data-testid="location-suggestions"
          className={css({
            display: 'flex',
            flexDirection: 'column',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'lg',
            p: '1',
          })}
        >
          {suggestions.map((s) => (
            <li key={s.placeId}>
              <button
                type="button"
                className={row}
                disabled={busy}
                onClick={() => actor.send({ type: 'location.search.pick', placeId: s.placeId, text: s.text })}
              >
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
    </>
  );
}
