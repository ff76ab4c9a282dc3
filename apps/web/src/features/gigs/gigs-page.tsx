import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_GIG_SORT, GIG_SORT_LABELS, GIG_SORTS, PAGE, type GigSort } from '@spaceshare/shared/constants';
import { ListingGrid, ListingGridItem } from '@/components/listing/listing-card';
import { ListEmpty, ListError, ListLoading } from '@/components/listing/list-status';
import { Pager } from '@/components/listing/pager';
import { RangeFilter } from '@/components/listing/range-filter';
import { SortSelect } from '@/components/listing/sort-select';
import styles from '@/components/listing/explore.module.css';
import { usePageMeta } from '@/lib/page-meta';
import { useGigs } from './api/list-gigs';
import { GigCard } from './components/gig-card';

const isSort = (value: string | null): value is GigSort => GIG_SORTS.includes(value as GigSort);

/** Explore Luggage: search, budget, sort and paging all live in the URL so results can be shared. */
export default function GigsPage() {
  usePageMeta('Explore Luggage Share', 'Find travellers with spare luggage space on your route, priced per kg.');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const cat = params.get('cat') ?? '';
  const min = params.get('min') ?? '';
  const max = params.get('max') ?? '';
  const sortParam = params.get('sort');
  const sort = isSort(sortParam) ? sortParam : DEFAULT_GIG_SORT;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const query = useGigs({ search, cat, min, max, sort, page, limit: PAGE.DEFAULT_LIMIT });

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
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const filtered = search !== '' || min !== '' || max !== '' || cat !== '';

  return (
    <div className="container page">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Explore Luggage{cat ? ` · ${cat.replace(/-/g, ' ')}` : ''}</p>
        <h1 className={styles.heading}>Find the best Luggage Share for your goods</h1>
        <p className={styles.lead}>
          Travellers and couriers with spare luggage space on their trip. Prices are per kg in yuan (¥).
        </p>
      </header>

      <div className={styles.toolbar}>
        <SearchBox value={search} onSearch={(text) => update({ search: text })} />
        <RangeFilter legend="Budget" unit="¥ per kg" min={min} max={max} onApply={(lo, hi) => update({ min: lo, max: hi })} />
        <SortSelect value={sort} options={GIG_SORT_LABELS} onChange={(value) => update({ sort: value === DEFAULT_GIG_SORT ? '' : value })} />
      </div>

      {query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ListEmpty title={filtered ? 'No gigs match your search.' : 'No gigs yet.'}>
          <p>{filtered ? 'Try another route, or widen your budget.' : 'Check back soon: couriers post new trips every day.'}</p>
          {filtered && (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setParams(new URLSearchParams())}>
              Clear filters
            </button>
          )}
        </ListEmpty>
      ) : (
        <>
          <div className={styles.resultBar}>
            <span role="status">
              {query.data.total} {query.data.total === 1 ? 'gig' : 'gigs'}
              {search ? ` for “${search}”` : ''}
            </span>
          </div>
          <div className={query.isPlaceholderData ? styles.fetching : undefined}>
            <ListingGrid label="Gigs">
              {query.data.items.map((gig) => (
                <ListingGridItem key={gig._id}>
                  <GigCard gig={gig} />
                </ListingGridItem>
              ))}
            </ListingGrid>
          </div>
          <Pager page={page} total={query.data.total} limit={PAGE.DEFAULT_LIMIT} onPage={goToPage} />
        </>
      )}
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  function submit(e: FormEvent) {
    e.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="gig-search" className="visually-hidden">
        Search gigs
      </label>
      <input
        id="gig-search"
        type="search"
        className="input"
        placeholder='Try "Beijing to Shanghai" or "China to USA"'
        value={text}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
