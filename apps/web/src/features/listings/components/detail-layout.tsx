import type { ReactNode } from 'react';
import { Link } from 'react-router';
// The detail pages' parts import their strings by name: through MESSAGES a gig page loaded every
// string any page reads that way (packages/shared/src/message-texts.ts).
import { detailError, detailLoading } from '@spaceshare/shared/messages/general';
import { ReportButton } from '@/components/report-button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { ReviewsSection } from '../reviews/reviews-section';
import { SellerPanel } from './seller-panel';
import { cx } from '@/lib/class-names';
import styles from './detail.module.css';

type Props = {
  back: { to: string; label: string };
  sellerId: string;
  /** Route or location block above the title. */
  hero: ReactNode;
  badges: ReactNode;
  title: string;
  /** Key figures as tiles; `wide` ones (free text) take a whole line, after the others. */
  facts: { label: string; value: ReactNode; emphasis?: boolean; wide?: boolean }[];
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
          <Facts facts={facts.filter((f) => !f.wide)} className={styles.facts} />
          <Facts facts={facts.filter((f) => f.wide)} className={cx(styles.facts, styles.factsWide)} />
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
  if (!error) return <DetailSkeleton back={back} />;
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="container page">
      <div className="status-text" role="alert">
        <p>{detailError}</p>
        {missing && <p>This listing does not exist or was removed.</p>}
        <Link to={back.to}>← {back.label}</Link>
      </div>
    </div>
  );
}

/**
 * The detail page's shape while it loads (issue 13): back link, route banner, badges, title and fact
 * tiles where they will be, so nothing moves when the listing arrives. The spec's 'loading' stays,
 * for screen readers.
 */
export function DetailSkeleton({ back }: { back: { to: string; label: string } }) {
  return (
    <div className={`container page ${styles.page}`} aria-busy="true">
      <Link to={back.to} className={styles.back}>
        ← {back.label}
      </Link>
      <p className="visually-hidden" role="status">
        {detailLoading}
      </p>
      <div className={styles.grid}>
        <div className={styles.main}>
          <Skeleton height={140} radius={16} />
          <Skeleton height={24} width="40%" />
          <Skeleton height={36} width="80%" />
          <div className={styles.facts}>
            <Skeleton height={72} radius={10} />
            <Skeleton height={72} radius={10} />
            <Skeleton height={72} radius={10} />
          </div>
          <Skeleton height={120} radius={12} />
        </div>
        <div className={styles.aside}>
          <Skeleton height={320} radius={16} />
        </div>
      </div>
    </div>
  );
}

type Fact = Props['facts'][number];

/** A list of fact tiles; nothing when there are none. */
function Facts({ facts, className }: { facts: Fact[]; className?: string }) {
  if (facts.length === 0) return null;
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.label} className={f.emphasis ? styles.factEmphasis : undefined}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
