import { Link } from 'react-router';
import type { AdminListing } from '@spaceshare/shared/schemas/safety';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { useAdminAction, useAdminListings } from '../api';
import { ConsoleSection, useListView } from './console-section';
import { ResultList } from './results';
import styles from '../admin.module.css';
import { formatDate } from '@/lib/format';

const KINDS = { gig: 'Gigs', container: 'Containers' } as const;

/** Gigs or containers by title or id, whatever their state: remove and restore. */
export function ListingsTable() {
  const view = useListView<keyof typeof KINDS>('gig', KINDS);
  const listings = useAdminListings(view.filter, view.q, view.page);
  return (
    <ConsoleSection
      id="listings"
      title="Listings"
      filter={{ label: 'Kind', value: view.filter, options: KINDS, onChange: view.setFilter }}
      search={{ label: 'Search listings', value: view.q, onSearch: view.search }}
    >
      <ResultList query={listings} page={view.page} onPage={view.setPage} empty="No listings match." row={(l) => <ListingRow key={l._id} listing={l} />} />
    </ConsoleSection>
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
