import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shortId } from '@spaceshare/shared/rules/short-id';
import styles from './listing-card.module.css';

type Props = {
  id: string;
  to: string;
  title: string;
  /** Badges above the title (expiry, container type). */
  badges: ReactNode;
  /** Route or location line. */
  place: ReactNode;
  /** Key figures: label → value. */
  stats: { label: string; value: ReactNode }[];
  footer?: ReactNode;
};

/** A card in the Explore grids. The whole card is clickable through the title link. */
export function ListingCard({ id, to, title, badges, place, stats, footer }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <div className={styles.badges}>{badges}</div>
        <span className={styles.ref} title="Listing reference">
          #{shortId(id)}
        </span>
      </div>
      {place}
      <h3 className={styles.title}>
        <Link to={to} className={styles.link}>
          <bdi>{title}</bdi>
        </Link>
      </h3>
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.label} className={styles.stat}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}

/** The grid the cards sit in. */
export function ListingGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export function ListingGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
