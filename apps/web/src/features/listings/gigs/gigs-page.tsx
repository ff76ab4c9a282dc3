import { useMemo } from 'react';
import { DEFAULT_GIG_SORT, GIG_SORT_LABELS } from '@spaceshare/shared/constants';
import { gigExploreQuery } from '@spaceshare/shared/rules/explore-query';
import { gigExploreMeta } from '@spaceshare/shared/rules/gig-explore-meta';
import { understoodLabel, watchableRoute } from '@spaceshare/shared/rules/search-fallback';
import { usePageMeta } from '@/lib/page-meta';
import { WatchRoute } from '@/components/watch-route';
import { ExplorePage, useExploreParams } from '../components/explore-page';
import { RangeFilter } from '../components/range-filter';
import { SearchBox } from '../components/search-box';
import { SortSelect } from '../components/sort-select';
import { useGigs } from './api/list-gigs';
import { GigCard } from './gig-card';

/** Explore Luggage: search, budget, sort and paging all live in the URL so results can be shared. */
export default function GigsPage() {
  const explore = useExploreParams();
  const { update } = explore;
  // The same query the server answered with the page's HTML (issue 13), so the list draws at once.
  const query = gigExploreQuery(explore.params);
  const { cat, min, max, sort } = query;
  // What the search box reads: a blank search (a link with ?search=%20%20) is no search.
  const search = query.search.trim();

  const list = useGigs(query);
  // The places as the server read them ('china to ghna' → China to Ghana), once this search's answer is in.
  const understood = search !== '' && !list.isPlaceholderData ? (list.data?.understood ?? null) : null;
  // The words the server gave this URL's first HTML, so the tab and a shared link agree (decision 1804).
  const meta = useMemo(() => gigExploreMeta(explore.params, understood), [explore.params, understood]);
  usePageMeta(meta.title, meta.description);
  const filtered = search !== '' || min !== '' || max !== '' || cat !== '';
  // The server says when the search names a route it could watch (x-search-route); a search of one
  // place is watched as the route to it. While a newer search loads, the offer of the last one stays
  // (unusable), so the results below do not jump.
  const routeRoute = search !== '' ? list.data?.route : null;
  const placeRoute = search !== '' && !routeRoute ? watchableRoute(list.data?.understood) : null;
  const route = routeRoute ?? placeRoute;

  return (
    <ExplorePage
      explore={explore}
      eyebrow={`Explore Luggage${cat ? ` · ${cat.replace(/-/g, ' ')}` : ''}`}
      heading="Find the best Luggage Share for your goods"
      lead="Travellers and couriers with spare luggage space on their trip. Prices are per kg in yuan (¥)."
      toolbar={
        <>
          <SearchBox id="gig-search" label="Search gigs" placeholder="e.g. China to Ghana" value={search} onSearch={(text) => update({ search: text })} />
          <RangeFilter legend="Budget" unit="¥ per kg" min={min} max={max} onApply={(lo, hi) => update({ min: lo, max: hi })} />
          <SortSelect value={sort} options={GIG_SORT_LABELS} onChange={(value) => update({ sort: value === DEFAULT_GIG_SORT ? '' : value })} />
        </>
      }
      notice={
        route ? (
          <WatchRoute
            search={placeRoute ? `to ${placeRoute.to}` : search}
            route={route}
            what={placeRoute ? `to ${placeRoute.to}` : undefined}
            waiting={list.isPlaceholderData}
          />
        ) : null
      }
      list={list}
      noun="gig"
      countSuffix={search ? ` for “${search}”` : ''}
      correction={understood?.corrected ? `Showing results for ${understoodLabel(understood)}` : undefined}
      filtered={filtered}
      empty={
        filtered
          ? { title: 'No gigs match your search.', hint: 'Try another route, or widen your budget.' }
          : { title: 'No gigs yet.', hint: 'Check back soon: couriers post new trips every day.' }
      }
      card={(gig) => <GigCard gig={gig} />}
    />
  );
}
