import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Skeleton } from '../../ui/Skeleton';
import { useDate } from './format';
import { PagedRows } from '../../ui/PagedRows';
import type { ListPage } from '../../domain/paging';
import { listRowCardClass, listRowClass } from '../../ui/listRow';

export interface TransactionRow {
  id: number | string;
  transaction_type: string;
  created_at: string;
  credit: number;
  debit: number;
  admin_bonus?: number | null;
}

const rowClass = cx(listRowClass, listRowCardClass);

/**
 * The wallet's and the loyalty points' history: one row per transaction, newest as the server orders them, ten
 * at a time with "Load more" (acc §9 default page size).
 */
export function TransactionHistory<R extends TransactionRow, K extends QueryKey>({
  pageQuery,
  label,
  amount,
  empty,
  testId,
}: {
  pageQuery: (page: number) => UseQueryOptions<ListPage<R>, Error, ListPage<R>, K>;
  label: (row: R) => MessageDescriptor;
  amount: (row: R) => string;
  empty: ReactNode;
  testId: string;
}) {
  const date = useDate();
  const { i18n } = useLingui();
  return (
    <PagedRows
      pageQuery={pageQuery}
      testId={testId}
      className={css({ stack: '2' })}
      more={<Trans>Load more</Trans>}
      pending={<Skeleton className={css({ height: '24' })} />}
      empty={
        <div
          className={css({ textAlign: 'center', color: 'fg.muted', py: '6', stack: '3', alignItems: 'center' })}
          data-testid={`${testId}-empty`}
        >
          <p>{empty}</p>
          <Link to="/home" className={button({ variant: 'outline' })}>
            <Trans>Back to home</Trans>
          </Link>
        </div>
      }
      row={(row) => (
        <li key={row.id} className={rowClass} data-testid="transaction">
          <span>
            <span data-testid="transaction-type">{i18n._(label(row))}</span>
            <br />
            <small className={css({ color: 'fg.muted' })}>{date(row.created_at)}</small>
          </span>
          <strong dir="ltr" className={css({ whiteSpace: 'nowrap', unicodeBidi: 'isolate', flexShrink: 0 })}>
            {amount(row)}
          </strong>
        </li>
      )}
    />
  );
}
