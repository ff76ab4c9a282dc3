import { useState } from 'react';
import styles from './order-card.module.css';

/** A listing picture, or a neutral box drawing when the order has none (or it fails to load). */
export function OrderImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className={styles.placeholder} aria-hidden="true" data-testid="order-image-placeholder">
        <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
          <path d="M3 7.5 12 12l9-4.5M12 12v9" />
        </svg>
      </div>
    );
  }
  return <img className={styles.image} src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
}
