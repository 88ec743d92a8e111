import { Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { useSignedIn } from '../../api/scope';
import { Skeleton } from '../../ui/Skeleton';
import { OrderDetails } from './OrderDetails';
import { readingColumnClass } from '../../ui/surfaces';

/** Issue 14 /my-orders/$orderId: one order's details (signed-in customers; guests track orders instead). */
export function OrderPage({
  orderId,
  guest,
  offlineMethodId = null,
}: {
  orderId: number;
  guest: ReactNode;
  offlineMethodId?: number | null;
}) {
  const signedIn = useSignedIn();
  return (
    <section className={readingColumnClass} data-testid="order-page">
      <nav>
        <Link to="/my-orders" className={css({ color: 'accent.default', fontSize: 'sm' })}>
          <Trans>My Orders</Trans>
        </Link>
      </nav>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Order details</Trans>
      </h1>
      {signedIn ? (
        <Suspense fallback={<Skeleton className={css({ height: '40' })} />}>
          <OrderDetails orderId={orderId} offlineMethodId={offlineMethodId} />
        </Suspense>
      ) : (
        guest
      )}
    </section>
  );
}
