import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignedIn } from '../../../api/scope';
import { configQuery } from '../../../api/queries/config';
import { fcmCredentialsOf } from '../../../api/queries/pushConfig';

// The prompt and its flow load only for a signed-in customer where the business gave its Firebase web config.
const HomePushOffer = lazy(() => import('./HomePushOffer').then((m) => ({ default: m.HomePushOffer })));

/**
 * turn4 §4.5 push, asked on the home too: beside the review reminder, in /home's rows below the first screen,
 * not with the first load (docs/budgets.md). A guest, or a business without a complete Firebase web config,
 * loads nothing more.
 */
export function HomePushAsk() {
  const signedIn = useSignedIn();
  const credentials = fcmCredentialsOf(useQuery(configQuery()).data);
  return signedIn && credentials ? (
    <Suspense fallback={null}>
      <HomePushOffer credentials={credentials} />
    </Suspense>
  ) : null;
}
