import { MESSAGES } from '@spaceshare/shared/messages';
import type { Container } from '@spaceshare/shared/schemas/container';
import { useCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { ContainerTypeBadge } from '../components/container-type-badge';
import { MyListingsTable, titleColumn, type Column } from '../components/my-listings';
import { RemovedListings } from '../components/removed-listings';
import { formatCBM, formatPerCBM, formatTableSpace } from '../format';
import { formatDate } from '@/lib/format';
import { useCompleteContainer } from './api/complete-container';
import { useDeleteContainer } from './api/delete-container';
import { useContainers } from './api/list-containers';

const href = (c: Container) => `/container/${c._id}`;

const COLUMNS: Column<Container>[] = [
  { header: 'Type', cell: (c) => <ContainerTypeBadge type={c.containerType} /> },
  titleColumn(href),
  { header: 'Location', cell: (c) => [c.locationCity, c.locationCountry].filter(Boolean).join(', ') || MESSAGES.notAvailable },
  { header: 'Price', numeric: true, cell: (c) => (c.priceRMB > 0 ? formatPerCBM(c.priceRMB) : MESSAGES.notAvailable) },
  { header: 'Space', numeric: true, cell: (c) => formatTableSpace(c.availableSpaceCBM, formatCBM) },
  { header: 'Departure', nowrap: true, cell: (c) => formatDate(c.departureDate) },
];

export default function MyContainersPage() {
  usePageMeta('My Containers');
  const { user, isSellerMode } = useCurrentUser();
  const list = useContainers({ userId: user?._id, limit: 100 }, { enabled: !!user });
  const complete = useCompleteContainer();
  const remove = useDeleteContainer();
  return (
    <MyListingsTable
      noun="container"
      title="Containers"
      subtitle="Your Container Share listings"
      empty={MESSAGES.noContainers}
      add={isSellerMode ? { to: '/add-container', label: 'Add New Container' } : undefined}
      href={href}
      columns={COLUMNS}
      list={list}
      complete={complete}
      remove={remove}
      aboveTable={<RemovedListings kind="containers" enabled={!!user} />}
    />
  );
}
