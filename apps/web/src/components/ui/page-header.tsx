import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** A list page's title and subtitle, with its actions on the right (My Orders, My Requests). */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
