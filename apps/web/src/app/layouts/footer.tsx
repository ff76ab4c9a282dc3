import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { Logo } from './logo';
import styles from './footer.module.css';

export function Footer() {
  const year = new Date().getFullYear();
  const { user } = useCurrentUser();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand} aria-label="SpaceShare home">
            <Logo size={28} />
            <span aria-hidden="true">SpaceShare</span>
          </Link>
          <p>
            Spare luggage space from trusted travelers and spare cargo space in shipping containers — for students,
            families and small businesses sending things abroad.
          </p>
        </div>
        <nav aria-label="Explore" className={styles.col}>
          <h2 className={styles.heading}>Explore</h2>
          <ul>
            <li><Link to="/gigs">Luggage Share</Link></li>
            <li><Link to="/containers">Container Share</Link></li>
            {!user?.isSeller && <li><Link to="/become-seller">Become a Courier</Link></li>}
          </ul>
        </nav>
        <nav aria-label="Company" className={styles.col}>
          <h2 className={styles.heading}>Company</h2>
          <ul>
            <li><Link to="/about">About SpaceShare</Link></li>
            <li><Link to="/terms-of-service">Terms of Service</Link></li>
            <li><Link to="/privacy-policy">Privacy Policy</Link></li>
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>© {year} SpaceShare. SpaceShare connects people; it is not a transport company.</p>
        <p>Prices in RMB (¥). Users must be 18 or older.</p>
      </div>
    </footer>
  );
}
