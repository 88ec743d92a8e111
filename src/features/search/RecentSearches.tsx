import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { ClockIcon } from '../../ui/icons';
import { useSearchActor } from './searchActor';
import { chipWithIcon, searchChip } from './searchChip';

/** The search screen before a term: the terms searched before on this device (tap one to run it), or a hint. */
export function RecentSearches() {
  const actor = useSearchActor();
  const recent = useSelector(actor, (s) => s.context.recent);
  if (!recent.length) {
    return (
      <p className={css({ color: 'fg.muted', py: '6', textAlign: 'center' })}>
        <Trans>Search the items and stores of this module.</Trans>
      </p>
    );
  }
  return (
    <section aria-labelledby="recent-searches" className={css({ stack: '2' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
        <h2 id="recent-searches" className={css({ fontWeight: 'semibold' })}>
          <Trans>Recent searches</Trans>
        </h2>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={() => actor.send({ type: 'search.recent.clear' })}
        >
          <Trans>Clear all</Trans>
        </button>
      </div>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {recent.map((r) => (
          <li key={r}>
            <button
              type="button"
              className={cx(searchChip, chipWithIcon)}
              onClick={() => actor.send({ type: 'search.submit', text: r })}
              data-testid="recent-search"
            >
              <ClockIcon size={16} />
              {r}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
