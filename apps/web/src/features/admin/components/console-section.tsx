import { useState, type ComponentProps, type ReactNode } from 'react';
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

/** What a console list shows: its filter, search and page. A new filter or search starts again at page 1. */
export function useListView<F extends string>(initialFilter: F) {
  const [view, setView] = useState({ filter: initialFilter, q: '', page: 1 });
  return {
    ...view,
    setPage: (page: number) => setView((v) => ({ ...v, page })),
    setFilter: (filter: F) => setView((v) => ({ ...v, filter, page: 1 })),
    search: (q: string) => setView((v) => ({ ...v, q, page: 1 })),
  };
}
