import { Link } from 'react-router';
import { adminNoteSchema, adminRemoveListingSchema, type AdminListing } from '@spaceshare/shared/schemas/safety';
import { Button } from '@/components/ui/button';
import { useAdminListings } from '../api';
import { ConsoleSection, useListView } from './console-section';
import { useNoteDialog, type NoteAction } from './note-dialog';
import { ResultList } from './results';
import styles from '../admin.module.css';
import { formatDate } from '@/lib/format';

const KINDS = { gig: 'Gigs', container: 'Containers' } as const;
const listingElementId = (listingId: string) => `admin-listing-${listingId}`;

/** Removing takes a reason its owner reads; restoring an optional note (decision 2202). */
function listingAction(listing: AdminListing, verb: 'remove' | 'restore'): NoteAction {
  const what = (
    <>
      the {listing.type} <q>{listing.title}</q> by {listing.owner.username}
    </>
  );
  const path = `listings/${listing.type}/${listing._id}/${verb}`;
  return verb === 'remove'
    ? {
        title: `Remove this ${listing.type}?`,
        submitLabel: 'Remove',
        danger: true,
        description: (
          <p className={styles.meta}>
            Removes {what} from Explore and its page; its pending requests expire. {listing.owner.username} is told, with your reason. You can restore it later.
          </p>
        ),
        noteLabel: 'Reason',
        noteHint: 'Its owner reads this in a notification; it goes in the audit log.',
        noteRequired: true,
        path,
        schema: adminRemoveListingSchema,
      }
    : {
        title: `Restore this ${listing.type}?`,
        submitLabel: 'Restore',
        description: <p className={styles.meta}>Brings back {what} on Explore and its page; its owner is told.</p>,
        noteLabel: 'Note (optional)',
        noteHint: 'Its owner reads this in a notification; it goes in the audit log.',
        noteRequired: false,
        path,
        schema: adminNoteSchema,
      };
}

/** Gigs or containers by title or id, whatever their state: remove and restore, each confirmed. */
export function ListingsTable() {
  const view = useListView<keyof typeof KINDS>('gig', KINDS);
  const listings = useAdminListings(view.filter, view.q, view.page);
  const { ask, dialog } = useNoteDialog('listings-title');
  return (
    <ConsoleSection
      id="listings"
      title="Listings"
      filter={{ label: 'Kind', value: view.filter, options: KINDS, onChange: view.setFilter }}
      search={{ label: 'Search listings', placeholder: 'Number, title or link', value: view.q, onSearch: view.search }}
    >
      <ResultList
        query={listings}
        page={view.page}
        onPage={view.setPage}
        empty="No listings match."
        row={(l) => <ListingRow key={l._id} listing={l} onAct={(verb) => ask(listingAction(l, verb), listingElementId(l._id))} />}
      />
      {dialog}
    </ConsoleSection>
  );
}

function ListingRow({ listing, onAct }: { listing: AdminListing; onAct: (verb: 'remove' | 'restore') => void }) {
  const titleId = `${listingElementId(listing._id)}-title`;
  return (
    // Focusable from code only: it takes the focus when an action took its button away.
    <li id={listingElementId(listing._id)} tabIndex={-1} className={`card ${styles.item}`} data-testid="admin-listing">
      <p className={styles.itemHead}>
        <span id={titleId}>{listing.status === 'open' || listing.status === 'closed' ? <Link to={`/${listing.type}/${listing._id}`}>{listing.title}</Link> : listing.title}</span>
        <span className={`${styles.tag} ${listing.status === 'removed' || listing.status === 'hidden' ? styles.danger : ''}`}>{listing.status}</span>
      </p>
      <p className={styles.meta}>
        {listing.route} · by <Link to={`/profile/${listing.owner._id}`}>{listing.owner.username}</Link> · {formatDate(listing.createdAt)}
      </p>
      <div className={styles.resolve}>
        {listing.status === 'removed' ? (
          <Button type="button" className="btn btn-outline btn-sm" aria-describedby={titleId} onClick={() => onAct('restore')}>
            Restore
          </Button>
        ) : listing.status === 'open' || listing.status === 'closed' ? (
          <Button type="button" className={`btn btn-sm ${styles.dangerButton}`} aria-describedby={titleId} onClick={() => onAct('remove')}>
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}
