import { Link } from 'react-router';
import { setUserMode, useCurrentUser } from '@/lib/current-user';
import { useStaticPageMeta } from '@/lib/page-meta';
import { Carousel } from './components/carousel';
import { HeroSearch } from './components/hero-search';
import { StepIcon } from './components/step-icon';
import { destinationLink, DESTINATIONS, STEPS } from './destinations';
import styles from './home.module.css';

export default function HomePage() {
  useStaticPageMeta('/');
  const { user } = useCurrentUser();

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>Luggage Share · Container Share</p>
          <h1 id="hero-title" className={styles.headline}>
            Connect with <em>trusted travelers</em> who have extra luggage space
          </h1>
          <p className={styles.lede}>
            Send gifts, documents and essentials with people already making the trip, or book spare room in a shipping
            container for bigger loads. Clear prices per kg, real reviews.
          </p>
          <HeroSearch />
        </div>
      </section>

      <div className={`container ${styles.sections}`}>
        <Carousel
          label="destinations"
          headingId="destinations-title"
          heading={
            <div>
              <h2 id="destinations-title" className={styles.sectionTitle}>
                Popular destinations
              </h2>
              <p className={styles.sectionLede}>Travelers head here every week with room to spare.</p>
            </div>
          }
          loop
          slideClassName={styles.destSlide}
          slides={DESTINATIONS.map((d) => (
            <Link key={d.id} to={destinationLink(d)} className={styles.destCard}>
              <img src={d.img} alt="" width={400} height={300} loading="lazy" decoding="async" className={styles.destImg} />
              <span className={styles.destText}>
                <span className={styles.destTitle}>{d.title}</span>
                <span className={styles.destDesc}>{d.desc}</span>
              </span>
            </Link>
          ))}
        />

        <section aria-labelledby="tiles-title">
          <h2 id="tiles-title" className={styles.sectionTitle}>
            Two ways to ship
          </h2>
          <p className={styles.sectionLede}>A few kilos in a suitcase, or cubic metres in a container.</p>
          <div className={styles.tiles}>
            <Link to="/gigs" className={`${styles.tile} ${styles.tileLuggage}`}>
              <span className={styles.tileText}>
                <span className={styles.tileTitle}>Luggage Share</span>
                <span className={styles.tileDesc}>Spare suitcase space from couriers flying your route, priced per kg in ¥.</span>
                <span className={styles.tileCta} aria-hidden="true">
                  Explore Luggage →
                </span>
              </span>
              <img src="/img/tile-luggage.svg" alt="" width={240} height={180} loading="lazy" className={styles.tileImg} />
            </Link>
            <Link to="/containers" className={`${styles.tile} ${styles.tileContainer}`}>
              <span className={styles.tileText}>
                <span className={styles.tileTitle}>Container Share</span>
                <span className={styles.tileDesc}>Spare cargo space in 20ft, 40ft and 40ft-HC containers, priced per CBM in ¥.</span>
                <span className={styles.tileCta} aria-hidden="true">
                  Explore Containers →
                </span>
              </span>
              <img src="/img/tile-container.svg" alt="" width={240} height={180} loading="lazy" className={styles.tileImg} />
            </Link>
          </div>
        </section>

        <Carousel
          label="steps"
          headingId="steps-title"
          heading={
            <div>
              <h2 id="steps-title" className={styles.sectionTitle}>
                How it works
              </h2>
              <p className={styles.sectionLede}>From search to review in six steps.</p>
            </div>
          }
          slideClassName={styles.stepSlide}
          slides={STEPS.map((s) => (
            <article key={s.id} className={styles.step}>
              <span className={styles.stepIcon}>
                <StepIcon name={s.icon} />
              </span>
              <span className={styles.stepNumber}>Step {s.id}</span>
              <h3 className={styles.stepTitle}>{s.title}</h3>
              <p className={styles.stepDesc}>{s.desc}</p>
            </article>
          ))}
        />

        <section className={styles.cta} aria-labelledby="cta-title">
          <div>
            <h2 id="cta-title" className={styles.ctaTitle}>
              Travelling soon? Turn empty kilos into income.
            </h2>
            <p className={styles.ctaText}>List your spare luggage space in minutes, set your own price per kg and choose who you carry for.</p>
          </div>
          {/* My Gigs opens only in seller mode (spec: it redirects silently otherwise): a courier in user mode is switched, as Become a Courier does for one. */}
          <Link
            to={user ? (user.isSeller ? '/mygigs' : '/become-seller') : '/register'}
            className={`btn ${styles.ctaButton}`}
            onClick={() => {
              if (user?.isSeller) setUserMode('seller');
            }}
          >
            {user?.isSeller ? 'Go to My Gigs' : 'Become a Courier'}
          </Link>
        </section>
      </div>
    </>
  );
}
