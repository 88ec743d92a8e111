import { Suspense, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { pluralCategory } from '../../i18n/pluralCategory';
import { IconBadgeButton } from '../../ui/IconBadgeButton';
import { icon } from '../../ui/icons';
import { useLoadedRentalFlows, useRentalFlowsLoader, type RentalFlows } from '../../flows/rental';
import { useRentalCart } from './useRentalCart';
import { lazyPart } from '../../ui/lazyPart';

const RentalCartDrawer = lazyPart(() => import('./RentalCartDrawer'));
const closed = { isOpen: () => false, subscribe: () => () => {} };

const CarIcon = icon(
  <path d="M5 17h14M3 17v-4l2-5a2 2 0 0 1 2-1h10a2 2 0 0 1 2 1l2 5v4" />,
  <circle cx="7.5" cy="17.5" r="1.5" />,
  <circle cx="16.5" cy="17.5" r="1.5" />,
  <path d="M5 12h14" />,
);

function Count({ onClick, expanded }: { onClick: () => void; expanded: boolean }) {
  const { t, i18n } = useLingui();
  const count = useRentalCart().lines.length;
  const category = pluralCategory(count, i18n.locale);
  return (
    <IconBadgeButton
      icon={<CarIcon />}
      count={count}
      label={`${t`Rental cart`}, ${select(category, { one: `${count} vehicle`, other: `${count} vehicles` })}`}
      title={t`Rental cart`}
      expanded={expanded}
      onClick={onClick}
      testId="rental-cart-button"
      countTestId="rental-cart-count"
    />
  );
}

/** acc §2 Header: the rental cart button and its drawer (RentalCartButton shows it in the rental module only). */
export default function RentalCartControl() {
  const loader = useRentalFlowsLoader();
  const flows: RentalFlows | undefined = useLoadedRentalFlows();
  const drawer = flows?.drawer ?? closed;
  const open = useSyncExternalStore(drawer.subscribe, drawer.isOpen, () => false);
  return (
    <>
      <Count expanded={open} onClick={() => void loader.get().then((f) => f.drawer.set(true))} />
      {open ? (
        <Suspense fallback={null}>
          <RentalCartDrawer onClose={() => flows?.drawer.set(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
