import { useParams } from 'react-router';
import { TAX_CLEARANCE_LABELS } from '@spaceshare/shared/constants';
import { containerMeta } from '@spaceshare/shared/pages';
import { containerTotalValue, formatRMB } from '@spaceshare/shared/rules/price';
import { shortId } from '@spaceshare/shared/rules/short-id';
import { Flag } from '@/components/ui/flag';
import { useDataPageMeta } from '@/lib/page-meta';
import { ContainerTypeBadge } from '../components/container-type-badge';
import { DetailLayout, DetailStatus } from '../components/detail-layout';
import { ExpiryBadge } from '../components/expiry-badge';
import { ListingActions } from '../components/listing-actions';
import { formatCBM, formatPerCBM, place } from '../format';
import { formatDate } from '@/lib/format';
import { useContainer } from './api/get-container';
import detailStyles from '../components/detail.module.css';
import styles from './container-page.module.css';

const BACK = { to: '/containers', label: 'Explore Containers' };

export default function ContainerPage() {
  const { id = '' } = useParams();
  const container = useContainer(id);
  useDataPageMeta(container.data && containerMeta(container.data), container.error, 'Container Share');

  if (container.isPending) return <DetailStatus back={BACK} />;
  if (container.isError) return <DetailStatus error={container.error} back={BACK} />;
  const c = container.data;
  const location = place(c.locationCountryCode, c.locationCountryName);

  return (
    <DetailLayout
      back={BACK}
      sellerId={c.userId}
      reportTarget={{ type: 'container', id: c._id }}
      hero={
        <div className={styles.hero}>
          <div className={styles.location}>
            <span className={styles.label}>Location</span>
            <span className={styles.code}>
              <Flag code={location.code} size={18} />
              {location.code?.toUpperCase()}
            </span>
            <span className={styles.city}>{c.locationCity}</span>
            <span className={styles.country}>{location.name}</span>
          </div>
          <div className={styles.dates}>
            <div>
              <span className={styles.label}>Departure</span>
              <time dateTime={c.departureDate}>{formatDate(c.departureDate)}</time>
            </div>
            <span aria-hidden="true" className={styles.arrow}>
              →
            </span>
            <div>
              <span className={styles.label}>Arrival</span>
              <time dateTime={c.arrivalDate}>{formatDate(c.arrivalDate)}</time>
            </div>
          </div>
        </div>
      }
      badges={
        <>
          <ContainerTypeBadge type={c.containerType} />
          <ExpiryBadge createdAt={c.createdAt} expirationDays={c.expirationDays} departureDate={c.departureDate} />
          {c.isCompleted && <span className="badge">Completed</span>}
          <span className={detailStyles.badgeMuted}>#{shortId(c._id)}</span>
        </>
      }
      title={c.title}
      facts={[
        { label: 'Available space', value: formatCBM(c.availableSpaceCBM) },
        { label: 'Price per CBM', value: formatPerCBM(c.priceRMB), emphasis: true },
        { label: 'Total capacity value', value: formatRMB(containerTotalValue(c.availableSpaceCBM, c.priceRMB)) },
        { label: 'Cargo type', value: c.cargoType, wide: true },
        { label: 'Tax clearance', value: TAX_CLEARANCE_LABELS[c.taxClearance] ?? c.taxClearance },
        { label: 'Container type', value: c.containerType },
      ]}
      actions={<ListingActions kind="containers" listing={{ ...c, space: c.availableSpaceCBM }} />}
      about={{ heading: 'About this container', text: c.about }}
    />
  );
}
