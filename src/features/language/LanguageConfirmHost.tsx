import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useLanguageActor } from './languageActor';
import { lazyPart } from '../../ui/lazyPart';

const LanguageConfirmDialog = lazyPart(() => import('./LanguageConfirmDialog'));

/**
 * core §2: the language question, drawn once for the whole page. Each language control drawing its own put two
 * dialogs on screen when Settings' list and the header's button were both mounted.
 */
export function LanguageConfirmHost() {
  const confirming = useSelector(useLanguageActor(), (s) => s.hasTag('confirming'));
  return confirming ? (
    <Suspense fallback={null}>
      <LanguageConfirmDialog />
    </Suspense>
  ) : null;
}
