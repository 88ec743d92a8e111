import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';

const emptyText = css({ color: 'fg.muted', py: '8', textAlign: 'center' });

/**
 * A discovery page's list: placeholders of the cards' size while the first page loads, the cards as list
 * items, or what the customer is told when there are none.
 */
export function Listing<T>(props: {
  className: string;
  loading: boolean;
  rows: T[];
  keyOf: (row: T) => number;
  /** The row and its place: the first few are a page's first screen (their pictures load at once). */
  card: (row: T, index: number) => ReactNode;
  placeholder: () => ReactNode;
  empty: ReactNode;
  testId?: string;
}) {
  const { className, rows } = props;
  if (props.loading) {
    const placeholders = [0, 1, 2, 3].map((n) => <div key={n}>{props.placeholder()}</div>);
    return (
      <div className={className} aria-busy="true">
        {placeholders}
      </div>
    );
  }
  if (rows.length === 0)
    return (
      <p className={emptyText} data-testid={props.testId && `${props.testId}-empty`}>
        {props.empty}
      </p>
    );
  const cards = rows.map((row, i) => <li key={props.keyOf(row)}>{props.card(row, i)}</li>);
  return <ul className={className}>{cards}</ul>;
}
