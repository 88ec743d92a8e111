import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Skeleton } from '../../ui/Skeleton';
import { useDate } from './format';
import { rowsOf, type ListPage } from '../../api/queries/paging';
import { MoreRows } from '../../ui/MoreRows';

export interface TransactionRow {
  id: number | string;
  transaction_type: string;
  created_at: string;
  credit: number;
  debit: number;
  admin_bonus?: number | null;
}

const rowClass = css({ display: 'flex', justifyContent: 'space-between', gap: '3', p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.surface' });

/**
 * The wallet's and the loyalty points' history: one row per transaction, newest as the server orders them, ten
 * at a time with "Load more" (acc §9 default page size).
 */
export function TransactionHistory<R extends TransactionRow>({
  query,
  label,
  amount,
  empty,
  testId,
}: {
  query: { isPending: boolean; data?: { pages: ReadonlyArray<ListPage<R>> } | undefined; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: (row: R) => MessageDescriptor;
  amount: (row: R) => string;
  empty: ReactNode;
  testId: string;
}) {
  const date = useDate();
  const { i18n } = useLingui();
  const rows = rowsOf(query.data);
  if (query.isPending) return <Skeleton className={css({ height: '24' })} />;
  if (!rows?.length)
    return (
      <div className={css({ textAlign: 'center', color: 'fg.muted', py: '6', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })} data-testid={`${testId}-empty`}>
        <p>{empty}</p>
        <Link to="/home" className={button({ variant: 'outline' })}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    );
  return (
    <>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid={testId}>
        {rows.map((row) => (
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
        ))}
      </ul>
      <MoreRows pages={query} testId={`${testId}-more`}>
        <Trans>Load more</Trans>
      </MoreRows>
    </>
  );
}
