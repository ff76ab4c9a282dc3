import { Link } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Container } from '@spaceshare/shared/schemas/container';
import { ContainerTypeBadge } from '@/components/listing/container-type-badge';
import { formatCBM, formatDate, formatPerCBM } from '@/components/listing/format';
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
import { useCompleteContainer } from './api/complete-container';
import { useDeleteContainer } from './api/delete-container';
import { useContainers } from './api/list-containers';

const ADD = { to: '/add-container', label: 'Add New Container' };

export default function MyContainersPage() {
  usePageMeta('My Containers');
  return (
    <RequireSellerMode silent>
      <MyContainers />
    </RequireSellerMode>
  );
}

function MyContainers() {
  const { user, isSellerMode } = useCurrentUser();
  const containers = useContainers({ userId: user?._id, limit: 100 }, { enabled: !!user });
  const complete = useCompleteContainer();
  const remove = useDeleteContainer();
  const toast = useToast();

  function onComplete(container: Container) {
    complete.mutate(container._id, {
      onSuccess: () => toast.success('Container marked complete.'),
      onError: (err) => window.alert(errorMessage(err, 'Failed to mark the container complete. Please try again.')),
    });
  }

  function onDelete(container: Container) {
    if (!window.confirm(`Delete "${container.title || MESSAGES.untitled}"? This cannot be undone.`)) return;
    remove.mutate(container._id, {
      onSuccess: () => toast.success('Container deleted.'),
      onError: (err) => window.alert(errorMessage(err, 'Failed to delete the container. Please try again.')),
    });
  }

  return (
    <div className="container page">
      <MyListingsHeader title="Containers" subtitle="Your Container Share listings" add={isSellerMode ? ADD : undefined} />
      {containers.isPending ? (
        <TableStatus>{MESSAGES.tableLoading}</TableStatus>
      ) : containers.isError ? (
        <TableStatus alert>{MESSAGES.tableError}</TableStatus>
      ) : containers.data.items.length === 0 ? (
        <TableEmpty text={MESSAGES.noContainers} add={isSellerMode ? ADD : undefined} />
      ) : (
        <TableScroll label="Your containers">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Type</th>
              <th scope="col">Title</th>
              <th scope="col">Location</th>
              <th scope="col" className="num">Price</th>
              <th scope="col" className="num">Space</th>
              <th scope="col">Departure</th>
              <th scope="col">Expiry</th>
              <th scope="col" className="num">Sales</th>
              <th scope="col">
                <span className="visually-hidden">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {containers.data.items.map((c, index) => {
              const name = c.title || MESSAGES.untitled;
              return (
                <ClickableRow key={c._id} to={`/container/${c._id}`}>
                  <td>{index + 1}</td>
                  <td>
                    <ContainerTypeBadge type={c.containerType} />
                  </td>
                  <td>
                    <Link to={`/container/${c._id}`}>{name}</Link>
                  </td>
                  <td>{[c.locationCity, c.locationCountry].filter(Boolean).join(', ') || MESSAGES.notAvailable}</td>
                  <td className="num">{c.priceRMB > 0 ? formatPerCBM(c.priceRMB) : MESSAGES.notAvailable}</td>
                  <td className="num">{c.availableSpaceCBM > 0 ? formatCBM(c.availableSpaceCBM) : MESSAGES.notAvailable}</td>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatDate(c.departureDate)}</td>
                  <td>
                    <CompletionCell
                      listing={c}
                      name={name}
                      pending={complete.isPending && complete.variables === c._id}
                      onComplete={() => onComplete(c)}
                    />
                  </td>
                  <td className="num">{c.sales ?? 0}</td>
                  <td>
                    <DeleteButton name={name} pending={remove.isPending && remove.variables === c._id} onDelete={() => onDelete(c)} />
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
