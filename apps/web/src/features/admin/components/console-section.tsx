import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect, type FilterProps } from './filter-select';
import { SearchBox } from './search-box';
import styles from '../admin.module.css';

type Props<F extends string> = {
  /** Names the section and its heading's id (`<id>-title`), which the console may focus. */
  id: string;
  title: string;
  /** A choice that narrows the list, beside the heading (wrapping under it on a phone). */
  filter?: FilterProps<F>;
  /** A search field, named by `label`. */
  search?: ComponentProps<typeof SearchBox>;
  children: ReactNode;
};

/** One section of the console: its heading, filter and search, then its list. */
export function ConsoleSection<F extends string>({ id, title, filter, search, children }: Props<F>) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className={styles.toolbar}>
        <h2 id={`${id}-title`} tabIndex={-1}>
          {title}
        </h2>
        {filter && <FilterSelect {...filter} />}
        {search && <SearchBox {...search} />}
      </div>
      {children}
    </section>
  );
}

type View = { filter: string | null; q: string; page: number };

/** A console list's view in the address: `filter`, `q` and `page` beside the section's `tab`. */
function useAddressView() {
  const [params, setParams] = useSearchParams();
  const shown: View = {
    filter: params.get('filter'),
    q: params.get('q') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1),
  };
  const go = (next: View) =>
    setParams((current) => {
      const out = new URLSearchParams();
      const tab = current.get('tab');
      if (tab !== null) out.set('tab', tab);
      if (next.filter !== null) out.set('filter', next.filter);
      if (next.q) out.set('q', next.q);
      if (next.page > 1) out.set('page', String(next.page));
      return out;
    });
  return {
    ...shown,
    go,
    setPage: (page: number) => go({ ...shown, page }),
    search: (q: string) => go({ ...shown, q, page: 1 }),
  };
}

/**
 * What a console list shows: its filter, search and page, kept in the address, so an operator can
 * reload, go back, or send a colleague the list of disputed orders they are looking at. A new filter
 * or search starts again at page 1; a filter the list does not know reads as its default.
 */
export function useListView<F extends string>(defaultFilter: F, filters: Record<F, string>) {
  const { filter: asked, go, ...view } = useAddressView();
  const filter = asked !== null && Object.hasOwn(filters, asked) ? (asked as F) : defaultFilter;
  return {
    ...view,
    filter,
    setFilter: (to: F) => go({ filter: to === defaultFilter ? null : to, q: view.q, page: 1 }),
    /** A search shown under another filter (an order's number finds it whatever its status). */
    searchUnder: (q: string, to: F) => go({ filter: to === defaultFilter ? null : to, q, page: 1 }),
  };
}

/** The same for a list without a filter: its search and page. */
export function useSearchView() {
  const { filter: _filter, go: _go, ...view } = useAddressView();
  return view;
}
