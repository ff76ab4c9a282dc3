import { useState, type ReactNode } from 'react';
import { Pager } from '@/components/ui/pager';
import { ContainerCard } from '../containers/container-card';
import { useContainers } from '../containers/api/list-containers';
import { GigCard } from '../gigs/gig-card';
import { useGigs } from '../gigs/api/list-gigs';
import { ListingGrid, ListingGridItem } from './listing-card';
import { ListError, ListLoading } from './list-status';
import styles from './user-listings.module.css';

const PER_PAGE = 4;

/**
 * A user's open listings on their profile (issue 12): their gigs and their containers, each paged,
 * each shown only when it has any. Explore's rules decide what is open (not expired, completed,
 * deleted or hidden).
 */
export function UserListings({ userId, own }: { userId: string; own: boolean }) {
  const [gigPage, setGigPage] = useState(1);
  const [containerPage, setContainerPage] = useState(1);
  const query = { userId, status: 'open' as const, limit: PER_PAGE };
  const gigs = useGigs({ ...query, page: gigPage });
  const containers = useContainers({ ...query, page: containerPage });
  const loading = gigs.isPending || containers.isPending;
  const failed = gigs.isError || containers.isError;
  const none = gigs.data?.total === 0 && containers.data?.total === 0;

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="user-listings-title">
      <h2 id="user-listings-title" className={styles.title}>
        {own ? 'Your open listings' : 'Open listings'}
      </h2>
      {loading ? (
        <ListLoading cards={2} />
      ) : failed ? (
        <ListError
          onRetry={() => {
            void gigs.refetch();
            void containers.refetch();
          }}
        />
      ) : none ? (
        <p className={styles.empty}>{own ? 'You have no open listings.' : 'No open listings right now.'}</p>
      ) : (
        <>
          {gigs.data && (
            <ListingGroup title="Luggage Share" label="Open gigs" pagerLabel="Gig pages" page={gigPage} onPage={setGigPage} total={gigs.data.total}>
              {gigs.data.items.map((gig) => (
                <ListingGridItem key={gig._id}>
                  <GigCard gig={gig} />
                </ListingGridItem>
              ))}
            </ListingGroup>
          )}
          {containers.data && (
            <ListingGroup
              title="Container Share"
              label="Open containers"
              pagerLabel="Container pages"
              page={containerPage}
              onPage={setContainerPage}
              total={containers.data.total}
            >
              {containers.data.items.map((container) => (
                <ListingGridItem key={container._id}>
                  <ContainerCard container={container} />
                </ListingGridItem>
              ))}
            </ListingGroup>
          )}
        </>
      )}
    </section>
  );
}

type GroupProps = { title: string; label: string; pagerLabel: string; page: number; onPage(page: number): void; total: number; children: ReactNode };

/** One kind's open listings with their count and pager; nothing when there are none. */
function ListingGroup({ title, label, pagerLabel, page, onPage, total, children }: GroupProps) {
  if (total === 0) return null;
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>
        {title} ({total})
      </h3>
      <ListingGrid label={label}>{children}</ListingGrid>
      <Pager label={pagerLabel} page={page} total={total} limit={PER_PAGE} onPage={onPage} />
    </div>
  );
}
