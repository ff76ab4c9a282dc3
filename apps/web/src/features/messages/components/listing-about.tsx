import { Link } from 'react-router';
import type { ConversationListing } from '@spaceshare/shared/schemas/conversation';
import styles from './listing-about.module.css';

type Props = { listing: ConversationListing | null; className?: string; testId?: string };

/** 'About the gig: {title}', linking to the listing a conversation (or part of it) is about (issue 13). */
export function ListingAbout({ listing, className, testId = 'conversation-listing' }: Props) {
  if (!listing) return null;
  return (
    <p className={`${styles.about} ${className ?? ''}`} data-testid={testId}>
      About the {listing.listingType}:{' '}
      <Link to={`/${listing.listingType}/${encodeURIComponent(listing.listingId)}`} className={styles.link}>
        <bdi>{listing.title}</bdi>
      </Link>
    </p>
  );
}
