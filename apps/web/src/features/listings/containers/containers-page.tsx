import { useMemo } from 'react';
import { CONTAINER_SORT_LABELS, CONTAINER_TYPES, DEFAULT_CONTAINER_SORT, type ContainerType } from '@spaceshare/shared/constants';
import { containerExploreMeta } from '@spaceshare/shared/rules/explore-meta';
import { containerExploreQuery } from '@spaceshare/shared/rules/explore-query';
import { understoodLabel } from '@spaceshare/shared/rules/search-fallback';
import { usePageMeta } from '@/lib/page-meta';
import { ExplorePage, useExploreParams } from '../components/explore-page';
import { RangeFilter } from '../components/range-filter';
import { SearchBox } from '../components/search-box';
import { SortSelect } from '../components/sort-select';
import { useContainers } from './api/list-containers';
import { ContainerCard } from './container-card';
import styles from '../components/explore.module.css';

const TYPE_OPTIONS = { '': 'All', ...Object.fromEntries(CONTAINER_TYPES.map((t) => [t, t])) } as Record<ContainerType | '', string>;

/** Explore Containers: location search (decision 2205), price per CBM range, container type and sort live in the URL. */
export default function ContainersPage() {
  const explore = useExploreParams();
  const { update } = explore;
  // The same query the server answered with the page's HTML (issue 13), so the list draws at once.
  const query = containerExploreQuery(explore.params);
  const { min, max, containerType, sort } = query;
  // What the search box reads: a blank search is no search.
  const search = query.search.trim();

  const list = useContainers(query);
  // The places as the server read them ('yiwuu' → Yiwu), once this search's answer is in.
  const understood = search !== '' && !list.isPlaceholderData ? (list.data?.understood ?? null) : null;
  const understoodText = understood ? understoodLabel(understood) : null;
  // The words the server gave this URL's first HTML, so the tab and a shared link agree (decision 1804).
  const meta = useMemo(() => containerExploreMeta(explore.params, understoodText), [explore.params, understoodText]);
  usePageMeta(meta.title, meta.description);
  const filtered = search !== '' || min !== '' || max !== '' || containerType !== '';

  return (
    <ExplorePage
      explore={explore}
      eyebrow="Explore Containers"
      heading="Find space in a shared container"
      lead="Ship larger volumes with container owners who have cargo space to spare. Prices are per CBM in yuan (¥)."
      toolbar={
        <>
          <SearchBox
            id="container-search"
            label="Search containers"
            placeholder="e.g. Yiwu or Tema"
            value={search}
            onSearch={(text) => update({ search: text })}
          />
          <RangeFilter legend="Price per CBM" unit="¥" min={min} max={max} onApply={(lo, hi) => update({ min: lo, max: hi })} />
          <SortSelect label="Container type" value={containerType} options={TYPE_OPTIONS} onChange={(value) => update({ containerType: value })} />
          <div className={styles.toolbarEnd}>
            <SortSelect
              value={sort}
              options={CONTAINER_SORT_LABELS}
              onChange={(value) => update({ sort: value === DEFAULT_CONTAINER_SORT ? '' : value })}
            />
          </div>
        </>
      }
      list={list}
      noun="container"
      countSuffix={search ? ` for “${search}”` : ''}
      correction={understood?.corrected && understoodText ? `Showing results for ${understoodText}` : undefined}
      filtered={filtered}
      empty={
        filtered
          ? { title: 'No containers match these filters.', hint: 'Try another place or container type, or a wider price range.' }
          : { title: 'No containers yet.', hint: 'Check back soon for new container listings.' }
      }
      card={(container) => <ContainerCard container={container} />}
    />
  );
}
