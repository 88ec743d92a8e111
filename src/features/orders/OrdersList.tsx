import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { priceToBeConfirmed } from '../../domain/prescription';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import { ORDER_PAGE_SIZE, orderPageQuery } from '../../api/queries/orders';
import { Skeleton } from '../../ui/Skeleton';
import { StatusChip } from './Timeline';
import { useDateTime, useMoney } from './format';

const tabClass = css({
  flex: '1',
  minHeight: '11',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  fontWeight: 'semibold',
  color: 'fg.muted',
  cursor: 'pointer',
  '&[aria-selected=true]': { borderColor: 'accent.default', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus' },
});
const rowClass = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus' },
});

/** Issue 14 My orders: running and past tabs, pages of ten, translated status chips, refresh, an empty state. */
export function OrdersList() {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const [tab, setTab] = useState<'running' | 'past'>('running');
  const [page, setPage] = useState(1);
  const orders = useQuery(orderPageQuery(tab, page, signedIn));
  const money = useMoney();
  const when = useDateTime();
  const total = orders.data?.total_size ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));
  const choose = (next: 'running' | 'past') => {
    setTab(next);
    setPage(1);
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div role="tablist" aria-label={t`Orders`} className={css({ display: 'flex', borderBottomWidth: '1px', borderColor: 'border.default' })}>
        <button type="button" role="tab" id="orders-tab-running" aria-selected={tab === 'running'} aria-controls="orders-panel" className={tabClass} onClick={() => choose('running')}>
          <Trans>Running</Trans>
        </button>
        <button type="button" role="tab" id="orders-tab-past" aria-selected={tab === 'past'} aria-controls="orders-panel" className={tabClass} onClick={() => choose('past')}>
          <Trans>Past orders</Trans>
        </button>
      </div>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => void orders.refetch()}
          disabled={orders.isFetching}
          aria-busy={orders.isFetching}
          data-testid="orders-refresh"
        >
          <Trans>Refresh</Trans>
        </button>
      </div>
      <div role="tabpanel" id="orders-panel" aria-labelledby={`orders-tab-${tab}`}>
        {orders.isPending ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} aria-busy="true">
            <Skeleton className={css({ height: '16' })} />
            <Skeleton className={css({ height: '16' })} />
          </div>
        ) : orders.isError ? (
          <p role="alert" className={css({ color: 'fg.danger' })}>
            <Trans>The orders could not be loaded. Try again.</Trans>
          </p>
        ) : !orders.data?.orders.length ? (
          <div data-testid="orders-empty" className={css({ textAlign: 'center', color: 'fg.muted', py: '8', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })}>
            <p>{tab === 'running' ? <Trans>You have no running orders.</Trans> : <Trans>You have no past orders yet.</Trans>}</p>
            <Link to="/home" className={button()}>
              <Trans>Start shopping</Trans>
            </Link>
          </div>
        ) : (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid="orders-list">
            {orders.data.orders.map((o) => (
              <li key={o.id}>
                <Link to="/my-orders/$orderId" params={{ orderId: String(o.id) }} className={rowClass} data-testid="order-row">
                  <span className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: 0 })}>
                    <strong>
                      <Trans>Order #{o.id}</Trans>
                    </strong>
                    <small className={css({ color: 'fg.muted' })}>
                      {when(o.created_at)}
                      {o.store?.name ? ` · ${o.store.name}` : ''}
                    </small>
                    <span>
                      <StatusChip status={o.order_status} orderType={o.order_type} />
                    </span>
                  </span>
                  {priceToBeConfirmed(o) ? (
                    <strong className={css({ fontSize: 'sm' })}>
                      <Trans>Price to be confirmed</Trans>
                    </strong>
                  ) : (
                    <strong dir="ltr" className={css({ whiteSpace: 'nowrap', unicodeBidi: 'isolate' })}>
                      {money(o.order_amount)}
                    </strong>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {pages > 1 ? (
        <nav aria-label={t`Order pages`} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span data-testid="orders-page-number">
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <Trans>Next</Trans>
          </button>
        </nav>
      ) : null}
    </div>
  );
}
