import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from '@/components/ui/pager';
import { PAGE_SIZE } from '../api';
import styles from '../admin.module.css';

type Props<T> = {
  query: UseQueryResult<{ items: T[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
  /** Said when the page has no items. */
  empty: string;
  children: (items: T[]) => ReactNode;
};

/** One page of a console list: 'loading', the error, the empty text or the items, then the pager. */
export function Results<T>({ query, page, onPage, empty, children }: Props<T>) {
  return (
    <>
      {query.isPending ? (
        <p className="status-text">loading</p>
      ) : query.isError ? (
        <p className="form-error" role="alert">
          Something went wrong!
        </p>
      ) : query.data.items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        children(query.data.items)
      )}
      {query.data && <Pager page={page} total={query.data.total} limit={PAGE_SIZE} onPage={onPage} />}
    </>
  );
}

/** Results as a list of cards, which stack on any width: `row` draws one (an <li> with its key). */
export function ResultList<T>({ row, ...props }: Omit<Props<T>, 'children'> & { row: (item: T) => ReactNode }) {
  return <Results {...props}>{(items) => <ul className={styles.list}>{items.map(row)}</ul>}</Results>;
}
