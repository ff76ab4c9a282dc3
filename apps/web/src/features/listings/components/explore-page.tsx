import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { PAGE } from '@spaceshare/shared/constants';
import { explorePage } from '@spaceshare/shared/rules/explore-query';
import { Pager } from '@/components/ui/pager';
import { scrollBehavior } from '@/lib/motion';
import type { ListPage } from '../api/list-page';
import { ListEmpty, ListError, ListLoading } from './list-status';
import { ListingGrid, ListingGridItem } from './listing-card';
import { SearchFallbackResults } from './search-fallback';
import styles from './explore.module.css';

/**
 * The Explore pages' filters, sort and page, all in the URL so results can be shared and
 * going back in history restores them. An empty value removes its parameter.
 */
export function useExploreParams() {
  const [params, setParams] = useSearchParams();
  const page = explorePage(params);

  function update(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') next.delete(key);
      else next.set(key, value);
    }
    // Any new filter starts again from the first page.
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  function goToPage(next: number) {
    update({ page: next > 1 ? String(next) : '' });
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }

  return { params, page, update, goToPage, clear: () => setParams(new URLSearchParams()) };
}

export type ExploreParams = ReturnType<typeof useExploreParams>;

type Props<T> = {
  explore: ExploreParams;
  eyebrow: string;
  heading: string;
  lead: string;
  /** Search, range, type and sort controls. */
  toolbar: ReactNode;
  /** Between the toolbar and the results (a route search's alert offer). */
  notice?: ReactNode;
  list: UseQueryResult<ListPage<T>>;
  /** 'gig' / 'container': '3 gigs', the grid's label 'Gigs'. */
  noun: string;
  /** After the count, e.g. ' for “Accra”'. */
  countSuffix?: string;
  /** When the search's words were read otherwise than typed: 'Showing results for China to Ghana'. */
  correction?: string;
  /** Whether any filter is set: the empty state then offers 'Clear filters'. */
  filtered: boolean;
  empty: { title: string; hint: string };
  card(item: T): ReactNode;
};

/** Header, toolbar, the list's loading / error / empty states, the result count, the grid and paging. */
export function ExplorePage<T extends { _id: string; matchGroup?: string }>({ explore, eyebrow, heading, lead, toolbar, notice, list, noun, countSuffix = '', correction, filtered, empty, card }: Props<T>) {
  return (
    <div className="container page">
      <header className={styles.header}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>

      <div className={styles.toolbar}>{toolbar}</div>
      {notice}

      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 || list.data.fallback ? (
        <>
          <ListEmpty title={empty.title}>
            {!list.data.fallback && <p>{empty.hint}</p>}
            {filtered && (
              <button type="button" className="btn btn-outline btn-sm" onClick={explore.clear}>
                Clear filters
              </button>
            )}
          </ListEmpty>
          {list.data.fallback && (
            <SearchFallbackResults fallback={list.data.fallback} items={list.data.items} noun={noun} card={card} />
          )}
        </>
      ) : (
        <>
          <div className={styles.resultBar}>
            <span role="status">
              {list.data.total} {list.data.total === 1 ? noun : `${noun}s`}
              {countSuffix}
              {correction && (
                <span className={styles.correction}>
                  <span className="visually-hidden">. </span>
                  {correction}
                </span>
              )}
            </span>
          </div>
          {/* h1 → h2 → the cards' h3: no level skipped (issue 13). */}
          <h2 className="visually-hidden">Results</h2>
          <div className={list.isPlaceholderData ? styles.fetching : undefined}>
            <ListingGrid label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)}s`}>
              {list.data.items.map((item) => (
                <ListingGridItem key={item._id}>{card(item)}</ListingGridItem>
              ))}
            </ListingGrid>
          </div>
          <Pager page={explore.page} total={list.data.total} limit={PAGE.DEFAULT_LIMIT} onPage={explore.goToPage} />
        </>
      )}
    </div>
  );
}
