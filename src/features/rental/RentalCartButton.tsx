import { Suspense } from 'react';
import { useScope } from '../../api/scope';
import { showsRentalCart } from '../../domain/header';
import { lazyPart } from '../../ui/lazyPart';

// The button, its count (the rental cart query and domain) and its drawer load only in the rental module,
// so they stay out of the first load of every other module (docs/budgets.md).
const RentalCartControl = lazyPart(() => import('./RentalCartControl'));

/** acc §2 Header: the rental cart button (only in the rental module) and its drawer. */
export function RentalCartButton() {
  const scope = useScope();
  if (!showsRentalCart(scope.moduleType)) return null;
  return (
    <Suspense fallback={null}>
      <RentalCartControl />
    </Suspense>
  );
}
