import type { ReactNode } from 'react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import { ORDER_PAGE_SIZE, orderPageQuery } from '../../api/queries/orders';
import { Skeleton } from '../../ui/Skeleton';
import { OrderRow } from './OrderRow';
import { useDateTime, useMoney } from './format';
import { StateMessage } from '../../ui/StateMessage';
import { Pager } from '../../ui/Pager';

type OrdersTab = 'running' | 'past';

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

/** Which tab and page My orders shows, and that page of orders; a new tab starts at its first page. */
function useOrderPages() {
  const signedIn = useSignedIn();
  const [tab, setTab] = useState<OrdersTab>('running');
  const [page, setPage] = useState(1);
  const orders = useQuery(orderPageQuery(tab, page, signedIn));
  const total = orders.data?.total_size ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));
  const choose = (next: OrdersTab) => {
    setTab(next);
    setPage(1);
  };
  return { tab, choose, page, setPage, pages, orders };
}

type OrderPages = ReturnType<typeof useOrderPages>;

/** Issue 14 My orders: running and past tabs, pages of ten, translated status chips, refresh, an empty state. */
export function OrdersList() {
  const { t } = useLingui();
  const { tab, choose, page, setPage, pages, orders } = useOrderPages();
  return (
    <div className={css({ stack: '4' })}>
      <OrderTabs tab={tab} choose={choose} />
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
        <OrdersPanel tab={tab} orders={orders} />
      </div>
      {pages > 1 ? (
        <Pager
          label={t`Order pages`}
          page={page}
          pages={pages}
          onPage={setPage}
          className={css({ justifyContent: 'space-between' })}
          numberTestId="orders-page-number"
        />
      ) : null}
    </div>
  );
}

function OrderTabs({ tab, choose }: Pick<OrderPages, 'tab' | 'choose'>) {
  const { t } = useLingui();
  return (
    <div
      role="tablist"
      aria-label={t`Orders`}
      className={css({ display: 'flex', borderBottomWidth: '1px', borderColor: 'border.default' })}
    >
      <OrderTab name="running" tab={tab} choose={choose}>
        <Trans>Running</Trans>
      </OrderTab>
      <OrderTab name="past" tab={tab} choose={choose}>
        <Trans>Past orders</Trans>
      </OrderTab>
    </div>
  );
}

function OrderTab({
  name,
  tab,
  choose,
  children,
}: Pick<OrderPages, 'tab' | 'choose'> & { name: OrderPages['tab']; children: ReactNode }) {
  return (
    <button
      type="button"
      role="tab"
      id={`orders-tab-${name}`}
      aria-selected={tab === name}
      aria-controls="orders-panel"
      className={tabClass}
      onClick={() => choose(name)}
    >
      {children}
    </button>
  );
}

/** The tab's page: loading, failed, empty (with a way to shop), or its orders. */
function OrdersPanel({ tab, orders }: Pick<OrderPages, 'tab' | 'orders'>) {
  const money = useMoney();
  const when = useDateTime();
  return orders.isPending ? (
    <div className={css({ stack: '2' })} aria-busy="true">
      <Skeleton className={css({ height: '16' })} />
      <Skeleton className={css({ height: '16' })} />
    </div>
  ) : orders.isError ? (
    <p role="alert" className={css({ color: 'fg.danger' })}>
      <Trans>The orders could not be loaded. Try again.</Trans>
    </p>
  ) : !orders.data?.orders.length ? (
    <StateMessage
      muted
      testId="orders-empty"
      text={
        tab === 'running' ? <Trans>You have no running orders.</Trans> : <Trans>You have no past orders yet.</Trans>
      }
      action={
        <Link to="/home" className={button()}>
          <Trans>Start shopping</Trans>
        </Link>
      }
    />
  ) : (
    <ul className={css({ stack: '2' })} data-testid="orders-list">
      {orders.data.orders.map((o) => (
        <li key={o.id}>
          <OrderRow order={o} money={money} when={when} />
        </li>
      ))}
    </ul>
  );
}
