import { useParams } from 'react-router';
import { gigMeta } from '@spaceshare/shared/pages';
import { formatRMB } from '@spaceshare/shared/rules/price';
import { shortId } from '@spaceshare/shared/rules/short-id';
import { useDataPageMeta } from '@/lib/page-meta';
import { DetailLayout, DetailStatus } from '../components/detail-layout';
import { ExpiryBadge } from '../components/expiry-badge';
import { ListingActions } from '../components/listing-actions';
import { RouteDisplay } from '../components/route-display';
import { formatKg } from '../format';
import { formatDate } from '@/lib/format';
import { useGig } from './api/get-gig';
import detailStyles from '../components/detail.module.css';

const BACK = { to: '/gigs', label: 'Explore Luggage' };

export default function GigPage() {
  const { id = '' } = useParams();
  const gig = useGig(id);
  useDataPageMeta(gig.data && gigMeta(gig.data), gig.error, 'Luggage Share');

  if (gig.isPending) return <DetailStatus back={BACK} />;
  if (gig.isError) return <DetailStatus error={gig.error} back={BACK} />;
  const g = gig.data;

  return (
    <DetailLayout
      back={BACK}
      sellerId={g.userId}
      reportTarget={{ type: 'gig', id: g._id }}
      hero={<RouteDisplay route={g} />}
      badges={
        <>
          <ExpiryBadge createdAt={g.createdAt} expirationDays={g.expirationDays} />
          {g.isCompleted && <span className="badge">Completed</span>}
          <span className={detailStyles.badgeMuted}>#{shortId(g._id)}</span>
        </>
      }
      title={g.title}
      facts={[
        { label: 'Available space', value: formatKg(g.availableSpace) },
        { label: 'Price per kg', value: formatRMB(g.priceRMB), emphasis: true },
        { label: 'Posted', value: formatDate(g.createdAt) },
      ]}
      actions={<ListingActions kind="gigs" listing={{ ...g, space: g.availableSpace }} />}
      about={{ heading: 'About this trip', text: g.about }}
    />
  );
}
