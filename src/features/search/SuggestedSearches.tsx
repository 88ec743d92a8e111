import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { suggestedItemsQuery } from '../../api/queries/storeLists';
import { useScope, useSignedIn } from '../../api/scope';
import { searchChip } from './searchChip';

/**
 * Suggested searches (issue 45 item 12): for a signed-in customer, the items the platform suggests
 * (customer/suggested-items), each a search for its name. A guest, or an empty answer, shows nothing.
 */
export function SuggestedSearches({ onPick }: { onPick: (text: string) => void }) {
  const scope = useScope();
  const signedIn = useSignedIn();
  const items = useQuery(suggestedItemsQuery(scope, signedIn));
  if (!signedIn || !items.data?.length) return null;
  return (
    <section aria-labelledby="suggested-searches" className={css({ stack: '2' })} data-testid="suggested-searches">
      <h2 id="suggested-searches" className={css({ fontWeight: 'semibold' })}>
        <Trans>Suggested for you</Trans>
      </h2>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {items.data.map((it) => (
          <li key={it.id}>
            <button type="button" className={searchChip} onClick={() => onPick(it.name)}>
              {it.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
