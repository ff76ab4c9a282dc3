import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminListing } from '@spaceshare/shared/schemas/safety';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { useAdminAction, useAdminListings } from '../api';
import { SearchBox } from './search-box';
import { Results } from './results';
import styles from '../admin.module.css';
import { formatDate } from '@/lib/format';

/** Gigs or containers by title or id, whatever their state: remove and restore. */
export function ListingsTable() {
  const [type, setType] = useState<'gig' | 'container'>('gig');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const listings = useAdminListings(type, q, page);
  return (
    <section aria-labelledby="listings-title">
      <div className={styles.toolbar}>
        <h2 id="listings-title">Listings</h2>
        <label>
          Kind{' '}
          <select
            className="select"
            value={type}
            onChange={(e) => {
              setType(e.target.value as 'gig' | 'container');
              setPage(1);
            }}
          >
            <option value="gig">Gigs</option>
            <option value="container">Containers</option>
          </select>
        </label>
        <SearchBox label="Search listings" onSearch={(value) => (setQ(value), setPage(1))} />
      </div>
      <Results query={listings} page={page} onPage={setPage} empty="No listings match.">
        {(items) => (
          <ul className={styles.list}>
            {items.map((l) => (
              <ListingRow key={l._id} listing={l} />
            ))}
          </ul>
        )}
      </Results>
    </section>
  );
}

function ListingRow({ listing }: { listing: AdminListing }) {
  const toast = useToast();
  const action = useAdminAction();
  const run = (verb: 'remove' | 'restore') =>
    action.mutate(
      { path: `listings/${listing.type}/${listing._id}/${verb}`, body: {} },
      { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorMessage(err, 'That did not work.')) },
    );
  return (
    <li className={`card ${styles.item}`} data-testid="admin-listing">
      <p className={styles.itemHead}>
        {listing.status === 'open' || listing.status === 'closed' ? <Link to={`/${listing.type}/${listing._id}`}>{listing.title}</Link> : listing.title}
        <span className={`${styles.tag} ${listing.status === 'removed' || listing.status === 'hidden' ? styles.danger : ''}`}>{listing.status}</span>
      </p>
      <p className={styles.meta}>
        {listing.route} · by <Link to={`/profile/${listing.owner._id}`}>{listing.owner.username}</Link> · {formatDate(listing.createdAt)}
      </p>
      <div className={styles.resolve}>
        {listing.status === 'removed' ? (
          <Button type="button" className="btn btn-outline btn-sm" inactive={action.isPending} onClick={() => run('restore')}>
            Restore
          </Button>
        ) : listing.status === 'open' || listing.status === 'closed' ? (
          <Button type="button" className="btn btn-primary btn-sm" inactive={action.isPending} onClick={() => run('remove')}>
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}
