import { Link } from 'react-router';
import { NOT_FOUND_META } from '@spaceshare/shared/pages';
import { usePageMeta } from '@/lib/page-meta';
import styles from './static.module.css';

export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_META.title, NOT_FOUND_META.description);
  return (
    <div className={`container ${styles.notFound}`}>
      <svg className={styles.notFoundArt} width="180" height="140" viewBox="0 0 180 140" aria-hidden="true">
        <circle cx="120" cy="50" r="44" fill="#fdeee4" />
        <rect x="48" y="46" width="64" height="72" rx="12" fill="#e8702a" />
        <rect x="66" y="30" width="28" height="20" rx="6" fill="none" stroke="#0f5c4d" strokeWidth="6" />
        <circle cx="62" cy="124" r="6" fill="#17201e" />
        <circle cx="98" cy="124" r="6" fill="#17201e" />
        <text x="80" y="92" textAnchor="middle" fontSize="26" fontWeight="800" fill="#fff">?</text>
      </svg>
      <h1>This page missed its flight</h1>
      <p>The page you are looking for does not exist or has moved. Let’s get you back on route.</p>
      <div className={styles.notFoundActions}>
        <Link to="/" className="btn btn-primary">
          Go to the home page
        </Link>
        <Link to="/gigs" className="btn btn-outline">
          Explore Luggage
        </Link>
      </div>
    </div>
  );
}
