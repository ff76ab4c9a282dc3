import { Link, useLocation, useNavigate } from 'react-router';
import { detailLoading } from '@spaceshare/shared/messages/general';
import { interestedLoadFailed, noInterested } from '@spaceshare/shared/messages/offers';
import { Avatar } from '@/components/ui/avatar';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useInterested } from '../api/get-interested';
import type { ListingKind } from '../types';
import styles from './listing.module.css';

/**
 * Avatars and usernames of everyone interested in the listing. The list needs a session, so a
 * visitor sees a sign-in button instead (spec §6).
 */
export function InterestedList({ kind, listingId, headingLevel = 3 }: { kind: ListingKind; listingId: string; headingLevel?: 2 | 3 }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useInterested(kind, listingId, !!user);
  const Heading = `h${headingLevel}` as const;

  let body: React.ReactNode;
  if (!user) {
    body = (
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => navigate('/login', { state: { from: location.pathname + location.search } })}
      >
        Sign in to see who is interested
      </button>
    );
  } else if (query.isPending) {
    body = <p className={styles.muted}>{detailLoading}</p>;
  } else if (query.isError) {
    body = (
      <p className="field-error" role="alert">
        {errorMessage(query.error, interestedLoadFailed)}
      </p>
    );
  } else if (query.data.interestedUsers.length === 0) {
    body = <p className={styles.muted}>{noInterested}</p>;
  } else {
    body = (
      <ul className={styles.interestedUsers}>
        {query.data.interestedUsers.map((u) => (
          <li key={u._id}>
            <Link to={`/profile/${u._id}`} className={styles.interestedUser}>
              <Avatar src={u.img} alt="" size={32} />
              <span>{u.username}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.interested} aria-labelledby={`interested-${listingId}`}>
      <Heading id={`interested-${listingId}`} className={styles.subheading}>
        Interested users{query.data ? ` (${query.data.interestedCount})` : ''}
      </Heading>
      {body}
    </section>
  );
}
