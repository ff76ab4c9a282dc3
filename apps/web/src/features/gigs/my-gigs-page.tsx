import { Link } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import { gigTablePrice } from '@spaceshare/shared/rules/price';
import { formatKg } from '@/components/listing/format';
import {
  ClickableRow,
  CompletionCell,
  DeleteButton,
  MyListingsHeader,
  TableEmpty,
  TableScroll,
  TableStatus,
} from '@/components/listing/my-listings';
import { useToast } from '@/components/ui/toast';
import { RequireSellerMode } from '@/app/guards';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { useCompleteGig } from './api/complete-gig';
import { useDeleteGig } from './api/delete-gig';
import { useGigs } from './api/list-gigs';

const ADD = { to: '/add', label: 'Add New Gig' };

export default function MyGigsPage() {
  usePageMeta('My Gigs');
  return (
    <RequireSellerMode silent>
      <MyGigs />
    </RequireSellerMode>
  );
}

function MyGigs() {
  const { user, isSellerMode } = useCurrentUser();
  const gigs = useGigs({ userId: user?._id, limit: 100 }, { enabled: !!user });
  const complete = useCompleteGig();
  const remove = useDeleteGig();
  const toast = useToast();

  function onComplete(gig: Gig) {
    complete.mutate(gig._id, {
      onSuccess: () => toast.success('Gig marked complete.'),
      onError: (err) => window.alert(errorMessage(err, 'Failed to mark the gig complete. Please try again.')),
    });
  }

  function onDelete(gig: Gig) {
    if (!window.confirm(`Delete "${gig.title || MESSAGES.untitled}"? This cannot be undone.`)) return;
    remove.mutate(gig._id, {
      onSuccess: () => toast.success('Gig deleted.'),
      onError: (err) => window.alert(errorMessage(err, 'Failed to delete the gig. Please try again.')),
    });
  }

  return (
    <div className="container page">
      <MyListingsHeader title="Gigs" subtitle="Your Luggage Share listings" add={isSellerMode ? ADD : undefined} />
      {gigs.isPending ? (
        <TableStatus>{MESSAGES.tableLoading}</TableStatus>
      ) : gigs.isError ? (
        <TableStatus alert>{MESSAGES.tableError}</TableStatus>
      ) : gigs.data.items.length === 0 ? (
        <TableEmpty text={MESSAGES.noGigs} add={isSellerMode ? ADD : undefined} />
      ) : (
        <TableScroll label="Your gigs">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Route</th>
              <th scope="col">Title</th>
              <th scope="col" className="num">Price</th>
              <th scope="col" className="num">Space</th>
              <th scope="col">Expiry</th>
              <th scope="col" className="num">Sales</th>
              <th scope="col">
                <span className="visually-hidden">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {gigs.data.items.map((gig, index) => {
              const name = gig.title || MESSAGES.untitled;
              return (
                <ClickableRow key={gig._id} to={`/gig/${gig._id}`}>
                  <td>{index + 1}</td>
                  <td>
                    <span style={{ whiteSpace: 'nowrap' }}>
                      {gig.departureCity && gig.destinationCity
                        ? `${gig.departureCity} → ${gig.destinationCity}`
                        : MESSAGES.notAvailable}
                    </span>
                  </td>
                  <td>
                    <Link to={`/gig/${gig._id}`}>{name}</Link>
                  </td>
                  <td className="num">{gigTablePrice(gig)}</td>
                  <td className="num">{gig.availableSpace ? formatKg(gig.availableSpace) : MESSAGES.notAvailable}</td>
                  <td>
                    <CompletionCell
                      listing={gig}
                      name={name}
                      pending={complete.isPending && complete.variables === gig._id}
                      onComplete={() => onComplete(gig)}
                    />
                  </td>
                  <td className="num">{gig.sales ?? 0}</td>
                  <td>
                    <DeleteButton name={name} pending={remove.isPending && remove.variables === gig._id} onDelete={() => onDelete(gig)} />
                  </td>
                </ClickableRow>
              );
            })}
          </tbody>
        </TableScroll>
      )}
    </div>
  );
}
