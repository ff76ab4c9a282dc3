import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../auth.module.css';

/** The frame of /login and /register (outside the main layout): a brand panel and the form card. */
export function AuthShell({ title, subtitle, children, wide = false }: { title: string; subtitle: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={styles.shell}>
      <aside className={styles.brandPanel}>
        <Link to="/" className={styles.brand} aria-label="SpaceShare home">
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
            <rect x="1" y="1" width="30" height="30" rx="9" fill="#fff" fillOpacity=".14" />
            <rect x="8" y="12" width="16" height="12" rx="3" fill="#fff" />
            <path d="M12 12V10a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" fill="none" stroke="#fff" strokeWidth="2" />
            <circle cx="25" cy="8" r="3" fill="#f08a4b" />
          </svg>
          <span aria-hidden="true">SpaceShare</span>
        </Link>
        <div className={styles.pitch}>
          <p className={styles.pitchTitle}>Spare space, shared by people you can trust.</p>
          <ul className={styles.pitchList}>
            <li>Ship with travelers already flying your route</li>
            <li>Book spare cargo space in shipping containers</li>
            <li>Ratings and reviews on every courier</li>
          </ul>
        </div>
      </aside>
      <main className={styles.main} id="main">
        <div className={`${styles.card} ${wide ? styles.cardWide : ''}`}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
