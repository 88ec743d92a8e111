import { Suspense } from 'react';
import type { ConditionStore } from './StoreConditions';
import { lazyPart } from '../../../ui/lazyPart';

// Its own chunk, fetched only on a pharmacy store's page: not with the store page's first load (docs/budgets.md).
const StoreConditions = lazyPart(() => import('./StoreConditions').then((m) => ({ default: m.StoreConditions })));

/** The store's module type from its `module` object (the platform serializes the relation on store details). */
function moduleTypeOf(module: unknown): unknown {
  return typeof module === 'object' && module !== null && 'module_type' in module ? module.module_type : undefined;
}

/** The store page mounts this with one line; it shows only for a pharmacy store. */
export function StoreConditionsSlot({ store }: { store: ConditionStore & { module?: unknown } }) {
  if (moduleTypeOf(store.module) !== 'pharmacy') return null;
  return (
    <Suspense fallback={null}>
      <StoreConditions store={store} />
    </Suspense>
  );
}
