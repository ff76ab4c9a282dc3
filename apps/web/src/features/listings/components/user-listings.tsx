import { useState } from 'react';
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
          {gigs.data && gigs.data.total > 0 && (
            <div className={styles.group}>
              <h3 className={styles.groupTitle}>Luggage Share ({gigs.data.total})</h3>
              <ListingGrid label="Open gigs">
                {gigs.data.items.map((gig) => (
                  <ListingGridItem key={gig._id}>
                    <GigCard gig={gig} />
                  </ListingGridItem>
                ))}
              </ListingGrid>
              <Pager label="Gig pages" page={gigPage} total={gigs.data.total} limit={PER_PAGE} onPage={setGigPage} />
            </div>
          )}
          {containers.data && containers.data.total > 0 && (
            <div className={styles.group}>
              <h3 className={styles.groupTitle}>Container Share ({containers.data.total})</h3>
              <ListingGrid label="Open containers">
                {containers.data.items.map((container) => (
                  <ListingGridItem key={container._id}>
                    <ContainerCard container={container} />
                  </ListingGridItem>
                ))}
              </ListingGrid>
              <Pager
                label="Container pages"
                page={containerPage}
                total={containers.data.total}
                limit={PER_PAGE}
                onPage={setContainerPage}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
