import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LEGAL } from '@spaceshare/shared/constants';
import styles from '../static.module.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Shared frame of the legal pages: title, last-updated date, table of contents, sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <div className={`container ${styles.legal}`}>
      <header className={styles.legalHeader}>
        <p className={styles.kicker}>Legal</p>
        <h1>{title}</h1>
        <p className={styles.updated}>Last updated: {LEGAL.lastUpdated}</p>
        <div className={styles.intro}>{intro}</div>
      </header>
      <div className={styles.legalGrid}>
        <nav aria-label="On this page" className={styles.toc}>
          <p className={styles.tocTitle}>On this page</p>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.legalBody}>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
          <p className={styles.related}>
            See also: <Link to="/terms-of-service">Terms of Service</Link> · <Link to="/privacy-policy">Privacy Policy</Link> ·{' '}
            <Link to="/about">About SpaceShare</Link>
          </p>
        </article>
      </div>
    </div>
  );
}
