import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, POPULAR_ROUTES } from '@spaceshare/shared/constants';
import styles from '../home.module.css';

const gigsSearch = (text: string) => {
  const q = text.trim();
  return q ? `/gigs?${new URLSearchParams({ search: q })}` : '/gigs';
};

/** Hero search: free text goes to /gigs?search=…; the shortcuts search a popular route. */
export function HeroSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    navigate(gigsSearch(text));
  }

  return (
    <>
      <form role="search" className={styles.search} onSubmit={onSubmit}>
        <label htmlFor="hero-search" className="visually-hidden">
          Search routes
        </label>
        <svg className={styles.searchIcon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <input
          id="hero-search"
          type="search"
          className={styles.searchInput}
          placeholder='Try "Beijing to Shanghai" or "China to USA"'
          value={text}
          maxLength={LIMITS.SEARCH_MAX}
          onChange={(e) => setText(e.target.value)}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" className={`btn btn-accent ${styles.searchButton}`}>
          Search
        </button>
      </form>
      <div className={styles.popular}>
        <span className={styles.popularLabel} id="popular-routes">
          Popular routes:
        </span>
        <ul aria-labelledby="popular-routes" className={styles.popularList}>
          {POPULAR_ROUTES.map((route) => (
            <li key={route}>
              <button type="button" className={styles.routeChip} onClick={() => navigate(gigsSearch(route))}>
                {route}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
