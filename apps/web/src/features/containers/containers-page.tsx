import { useSearchParams } from 'react-router';
import {
  CONTAINER_SORT_LABELS,
  CONTAINER_SORTS,
  CONTAINER_TYPES,
  DEFAULT_CONTAINER_SORT,
  PAGE,
  type ContainerSort,
  type ContainerType,
} from '@spaceshare/shared/constants';
import { ListingGrid, ListingGridItem } from '@/components/listing/listing-card';
import { ListEmpty, ListError, ListLoading } from '@/components/listing/list-status';
import { Pager } from '@/components/listing/pager';
import { RangeFilter } from '@/components/listing/range-filter';
import { SortSelect } from '@/components/listing/sort-select';
import styles from '@/components/listing/explore.module.css';
import { usePageMeta } from '@/lib/page-meta';
import { useContainers } from './api/list-containers';
import { ContainerCard } from './components/container-card';

const isSort = (value: string | null): value is ContainerSort => CONTAINER_SORTS.includes(value as ContainerSort);
const isType = (value: string | null): value is ContainerType => CONTAINER_TYPES.includes(value as ContainerType);

const TYPE_OPTIONS = { '': 'All', ...Object.fromEntries(CONTAINER_TYPES.map((t) => [t, t])) } as Record<ContainerType | '', string>;

/** Explore Containers: price per CBM range, container type and sort live in the URL. */
export default function ContainersPage() {
  usePageMeta('Explore Containers', 'Shared shipping containers with spare cargo space, priced per CBM.');
  const [params, setParams] = useSearchParams();
  const min = params.get('min') ?? '';
  const max = params.get('max') ?? '';
  const typeParam = params.get('containerType');
  const containerType = isType(typeParam) ? typeParam : '';
  const sortParam = params.get('sort');
  const sort = isSort(sortParam) ? sortParam : DEFAULT_CONTAINER_SORT;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const query = useContainers({ min, max, containerType, sort, page, limit: PAGE.DEFAULT_LIMIT });

  function update(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  function goToPage(next: number) {
    update({ page: next > 1 ? String(next) : '' });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const filtered = min !== '' || max !== '' || containerType !== '';

  return (
    <div className="container page">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Explore Containers</p>
        <h1 className={styles.heading}>Find space in a shared container</h1>
        <p className={styles.lead}>Ship larger volumes with container owners who have cargo space to spare. Prices are per CBM in yuan (¥).</p>
      </header>

      <div className={styles.toolbar}>
        <RangeFilter legend="Price per CBM" unit="¥" min={min} max={max} onApply={(lo, hi) => update({ min: lo, max: hi })} />
        <SortSelect label="Container type" value={containerType} options={TYPE_OPTIONS} onChange={(value) => update({ containerType: value })} />
        <div className={styles.toolbarEnd}>
          <SortSelect
            value={sort}
            options={CONTAINER_SORT_LABELS}
            onChange={(value) => update({ sort: value === DEFAULT_CONTAINER_SORT ? '' : value })}
          />
        </div>
      </div>

      {query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ListEmpty title={filtered ? 'No containers match these filters.' : 'No containers yet.'}>
          <p>{filtered ? 'Try another container type or a wider price range.' : 'Check back soon for new container listings.'}</p>
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
              {query.data.total} {query.data.total === 1 ? 'container' : 'containers'}
            </span>
          </div>
          <div className={query.isPlaceholderData ? styles.fetching : undefined}>
            <ListingGrid label="Containers">
              {query.data.items.map((container) => (
                <ListingGridItem key={container._id}>
                  <ContainerCard container={container} />
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
