import { MESSAGES } from '@spaceshare/shared/messages';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import { gigTablePrice } from '@spaceshare/shared/rules/price';
import { useCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { MyListingsTable, titleColumn, type Column } from '../components/my-listings';
import { RemovedListings } from '../components/removed-listings';
import { formatKg, formatTableSpace } from '../format';
import { useCompleteGig } from './api/complete-gig';
import { useDeleteGig } from './api/delete-gig';
import { useGigs } from './api/list-gigs';

const href = (gig: Gig) => `/gig/${gig._id}`;

const COLUMNS: Column<Gig>[] = [
  {
    // Wraps: a place of one long word would otherwise push every other column out of sight.
    header: 'Route',
    cell: (gig) => (gig.departureCity && gig.destinationCity ? `${gig.departureCity} → ${gig.destinationCity}` : MESSAGES.notAvailable),
  },
  titleColumn(href),
  { header: 'Price', numeric: true, cell: gigTablePrice },
  // A fully booked gig's 0 kg is a figure, not a missing one (decision 2420).
  { header: 'Space', numeric: true, cell: (gig) => formatTableSpace(gig.availableSpace, formatKg) },
];

export default function MyGigsPage() {
  usePageMeta('My Gigs');
  const { user, isSellerMode } = useCurrentUser();
  const list = useGigs({ userId: user?._id, limit: 100 }, { enabled: !!user });
  const complete = useCompleteGig();
  const remove = useDeleteGig();
  return (
    <MyListingsTable
      noun="gig"
      title="Gigs"
      subtitle="Your Luggage Share listings"
      empty={MESSAGES.noGigs}
      add={isSellerMode ? { to: '/add', label: 'Add New Gig' } : undefined}
      href={href}
      columns={COLUMNS}
      list={list}
      complete={complete}
      remove={remove}
      aboveTable={<RemovedListings kind="gigs" enabled={!!user} />}
    />
  );
}
