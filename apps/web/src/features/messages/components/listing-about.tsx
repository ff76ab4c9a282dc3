import { Link } from 'react-router';
import type { ConversationListing } from '@spaceshare/shared/schemas/conversation';
import styles from './listing-about.module.css';

/** 'About the gig: {title}', linking to the listing a conversation was opened from (issue 13). */
export function ListingAbout({ listing, className }: { listing: ConversationListing | null; className?: string }) {
  if (!listing) return null;
  return (
    <p className={`${styles.about} ${className ?? ''}`} data-testid="conversation-listing">
      About the {listing.listingType}:{' '}
      <Link to={`/${listing.listingType}/${encodeURIComponent(listing.listingId)}`} className={styles.link}>
        {listing.title}
      </Link>
    </p>
  );
}
