import { Suspense, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { useScope } from '../../api/scope';
import { normaliseQuery } from '../../domain/search';
import { useSearchActor } from './searchActor';
import { RecentSearches } from './RecentSearches';
import { SearchField } from './SearchField';
import { Results, type SearchPageProps } from './SearchResults';
import { lazyPart } from '../../ui/lazyPart';

export type { SearchPageParams, SearchPageProps } from './SearchResults';

// Signed in only, under the recent searches: not with the first load (docs/budgets.md).
const SuggestedSearches = lazyPart(() => import('./SuggestedSearches').then((m) => ({ default: m.SuggestedSearches })));

const pageClass = css({
  maxWidth: '1240px',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '4', md: '6' },
  stack: '4',
});

/** issue 10 Search: the phone's search screen and, with `q`, the results of items and stores for the chosen module. */
export function SearchPage({ params, onParams, renderItems, renderStores }: SearchPageProps) {
  const actor = useSearchActor();
  const q = normaliseQuery(params.q ?? '');
  const scope = useScope();
  // A results page opened by its URL (a fresh load, a shared link, back and forward) runs its term, and so
  // does a change of module or zone; a term just submitted from a field is already running.
  const lastScope = useRef(`${scope.moduleId}|${scope.zone}`);
  useEffect(() => {
    const key = `${scope.moduleId}|${scope.zone}`;
    const scopeChanged = key !== lastScope.current;
    lastScope.current = key;
    if (!q || scope.moduleId === null) return;
    if (scopeChanged || actor.getSnapshot().context.submitted !== q) actor.send({ type: 'search.submit', text: q });
  }, [q, actor, scope.moduleId, scope.zone]);
  const typing = useSelector(actor, (s) => s.context.query.trim() !== '');

  return (
    <div className={pageClass}>
      <h1 className={q ? css({ fontSize: 'xl', fontWeight: 'bold' }) : css({ srOnly: true })}>
        {q ? (
          <Trans>
            Results for “<bdi>{q}</bdi>”
          </Trans>
        ) : (
          <Trans>Search</Trans>
        )}
      </h1>
      <div className={css({ hideFrom: 'md' })}>
        <SearchField variant="screen" autoFocus={!q} initialText={q} />
      </div>
      {scope.moduleId === null ? (
        <p className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}>
          <Trans>Choose a location and a module to search.</Trans>
        </p>
      ) : q ? (
        <Results q={q} params={params} onParams={onParams} renderItems={renderItems} renderStores={renderStores} />
      ) : typing ? null : (
        <>
          <RecentSearches />
          <Suspense fallback={null}>
            <SuggestedSearches onPick={(text) => actor.send({ type: 'search.submit', text })} />
          </Suspense>
        </>
      )}
    </div>
  );
}
