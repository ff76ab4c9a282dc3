import styles from './typing-dots.module.css';

/** Three bouncing dots in a bubble; `label` is what screen readers hear. */
export function TypingDots({ label, own }: { label: string; own?: boolean }) {
  return (
    <div className={`${styles.row} ${own ? styles.own : ''}`} data-testid={own ? 'typing-self' : 'typing-other'}>
      <span className={styles.bubble} role="status" aria-label={label}>
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
    </div>
  );
}
