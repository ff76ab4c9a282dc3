import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { ReportButton } from '@/components/report-button';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { ReviewsSection } from '../reviews/reviews-section';
import { SellerPanel } from './seller-panel';
import styles from './detail.module.css';

type Props = {
  back: { to: string; label: string };
  sellerId: string;
  /** Route or location block above the title. */
  hero: ReactNode;
  badges: ReactNode;
  title: string;
  facts: { label: string; value: ReactNode; emphasis?: boolean }[];
  actions: ReactNode;
  about: { heading: string; text: string };
  extra?: ReactNode;
  /** What 'Report' on this page reports (issue 12); offered to signed-in visitors who do not own it. */
  reportTarget: { type: 'gig' | 'container'; id: string };
};

/** Shared shape of /gig/{id} and /container/{id}: listing on the left, seller on the right, reviews below. */
export function DetailLayout({ back, sellerId, hero, badges, title, facts, actions, about, extra, reportTarget }: Props) {
  const { user } = useCurrentUser();
  return (
    <div className={`container page ${styles.page}`}>
      <Link to={back.to} className={styles.back}>
        ← {back.label}
      </Link>
      <div className={styles.grid}>
        <article className={styles.main}>
          {hero}
          <div className={styles.badges}>{badges}</div>
          <h1 className={styles.title}>{title}</h1>
          <dl className={styles.facts}>
            {facts.map((f) => (
              <div key={f.label} className={f.emphasis ? styles.factEmphasis : undefined}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          {actions}
          <section aria-labelledby="about-listing" className={styles.about}>
            <h2 id="about-listing">{about.heading}</h2>
            <p>{about.text}</p>
          </section>
          {extra}
          {user && user._id !== sellerId && <ReportButton targetType={reportTarget.type} targetId={reportTarget.id} label={`Report this ${reportTarget.type}`} />}
        </article>
        <aside className={styles.aside} aria-label="Seller">
          <SellerPanel sellerId={sellerId} listing={{ listingType: reportTarget.type, listingId: reportTarget.id }} />
        </aside>
        <div className={styles.reviews}>
          <ReviewsSection sellerId={sellerId} />
        </div>
      </div>
    </div>
  );
}

/** 'loading' / 'Something went wrong!' for the detail pages (spec §8), with a way back on a 404. */
export function DetailStatus({ error, back }: { error?: unknown; back: { to: string; label: string } }) {
  if (!error) {
    return (
      <p className="status-text" role="status">
        {MESSAGES.detailLoading}
      </p>
    );
  }
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="container page">
      <div className="status-text" role="alert">
        <p>{MESSAGES.detailError}</p>
        {missing && <p>This listing does not exist or was removed.</p>}
        <Link to={back.to}>← {back.label}</Link>
      </div>
    </div>
  );
}
