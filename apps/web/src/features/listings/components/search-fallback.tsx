import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fallbackGroupLabel, fallbackHeadline, type SearchFallback } from '@spaceshare/shared/rules/search-fallback';
import { ListingGrid, ListingGridItem } from './listing-card';
import styles from './explore.module.css';

type Props<T> = {
  fallback: SearchFallback;
  items: T[];
  /** 'gig' / 'container'. */
  noun: string;
  card(item: T): ReactNode;
};

/**
 * A route search (or a search of one place) that found nothing: the nearest listings the API sent
 * instead, one labelled group each ('No gigs from Accra to Nairobi yet. Gigs to Kenya:'), then a
 * prompt to ask their couriers, or, when there are none, to check back.
 */
export function SearchFallbackResults<T extends { _id: string; matchGroup?: string }>({ fallback, items, noun, card }: Props<T>) {
  const nounTitle = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}s`;
  return (
    <section className={styles.fallback} aria-labelledby="fallback-headline">
      <h2 id="fallback-headline" className={styles.fallbackHeadline}>
        {fallbackHeadline(`${noun}s`, fallback)}
      </h2>
      {fallback.groups.map(({ group }) => {
        const label = fallbackGroupLabel(nounTitle, group, fallback);
        return (
          <div key={group} className={styles.fallbackGroup}>
            <h3 className={styles.fallbackLabel}>{label}</h3>
            <ListingGrid label={label.replace(/:$/, '')}>
              {items
                .filter((item) => item.matchGroup === group)
                .map((item) => (
                  <ListingGridItem key={item._id}>{card(item)}</ListingGridItem>
                ))}
            </ListingGrid>
          </div>
        );
      })}
      {/* Only a page that lists something above the prompt can point at it. */}
      {fallback.groups.length > 0 ? (
        <p className={styles.fallbackPrompt}>
          Couriers add new trips every day. Open a listing above and ask its courier with <strong>Chat Now</strong>{' '}
          whether they can take your route, or <Link to="/become-seller">become a courier</Link> if you travel it
          yourself.
        </p>
      ) : (
        <p className={styles.fallbackPrompt}>
          Couriers add new trips every day: check back soon, or <Link to="/become-seller">become a courier</Link> if
          you make this trip yourself.
        </p>
      )}
    </section>
  );
}
