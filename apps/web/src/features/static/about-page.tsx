import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { useStaticPageMeta } from '@/lib/page-meta';
import styles from './static.module.css';

type Point = { title: string; text: string };

const STUDENT_POINTS: Point[] = [
  { title: 'Send what matters', text: 'Books, documents, gifts from home and everyday essentials travel with someone already on the route.' },
  { title: 'Pay a fair price', text: 'Couriers price their space per kg in ¥, so you see the cost up front and can compare offers.' },
  { title: 'Know who carries it', text: 'Profiles, star ratings and reviews show who has delivered before. Chat before you commit.' },
];

const TRAVELER_POINTS: Point[] = [
  { title: 'Earn while you travel', text: 'Turn the empty kilos in your luggage allowance into money on trips you are already taking.' },
  { title: 'Set your own terms', text: 'You choose your route, dates, price and who you carry for. Nothing is agreed until you accept.' },
  { title: 'Build a reputation', text: 'Every delivery earns reviews that help you get more offers on your next trip.' },
  { title: 'Container space too', text: 'Own or manage a container with room to spare? List it per CBM on Container Share.' },
];

export default function AboutPage() {
  useStaticPageMeta('/about');
  const { user } = useCurrentUser();
  return (
    <div className={styles.about}>
      <section className={styles.aboutHero} aria-labelledby="about-title">
        <div className="container">
          <p className={styles.kicker}>About SpaceShare</p>
          <h1 id="about-title" className={styles.aboutTitle}>
            We connect students with travelers who have room to spare
          </h1>
          <p className={styles.aboutLede}>
            Every day, thousands of suitcases cross borders half empty while students abroad wait weeks and pay a fortune for parcels from
            home. SpaceShare brings the two together — for luggage, and for shipping containers too.
          </p>
        </div>
      </section>

      <div className="container">
        <PointsSection
          id="students-title"
          title="Connecting students with travelers"
          lede="For international students, families and anyone sending something abroad."
          points={STUDENT_POINTS}
        />

        <PointsSection
          id="travelers-title"
          title="Benefits for travelers"
          lede="For couriers who fly often and container owners with spare cargo space."
          points={TRAVELER_POINTS}
          accent
        />

        <section className={styles.safety} aria-labelledby="safety-title">
          <h2 id="safety-title">Safe by design</h2>
          <p>
            SpaceShare is a platform, not a transport company: senders and couriers agree each shipment directly. Drugs, weapons, hazardous
            goods, counterfeit goods, live animals and unpackaged perishables are never allowed, and couriers may inspect every parcel before
            accepting it. Read the details in our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </section>

        <section className={styles.getStarted} aria-labelledby="start-title">
          <h2 id="start-title">Ready to share some space?</h2>
          <p>Create a free account in a minute, then find a traveler on your route or list your own trip.</p>
          <Link to={user ? '/gigs' : '/register'} className="btn btn-accent">
            Get Started
          </Link>
        </section>
      </div>
    </div>
  );
}

function PointsSection({ id, title, lede, points, accent }: { id: string; title: string; lede: string; points: Point[]; accent?: boolean }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className={styles.blockLede}>{lede}</p>
      <ul className={styles.points}>
        {points.map((p) => (
          <li key={p.title} className={accent ? `${styles.point} ${styles.pointAccent}` : styles.point}>
            <h3>{p.title}</h3>
            <p>{p.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
