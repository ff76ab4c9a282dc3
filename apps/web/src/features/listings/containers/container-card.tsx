import type { Container } from '@spaceshare/shared/schemas/container';
import { ContainerTypeBadge } from '../components/container-type-badge';
import { ExpiryBadge } from '../components/expiry-badge';
import { ListingCard } from '../components/listing-card';
import { LocationLine } from '../components/location';
import { formatCBM, formatPerCBM, formatSpaceLeft } from '../format';
import { formatDate } from '@/lib/format';

export function ContainerCard({ container: c }: { container: Container }) {
  return (
    <ListingCard
      id={c._id}
      to={`/container/${c._id}`}
      title={c.title}
      badges={
        <>
          <ContainerTypeBadge type={c.containerType} />
          <ExpiryBadge createdAt={c.createdAt} expirationDays={c.expirationDays} departureDate={c.departureDate} />
        </>
      }
      place={<LocationLine code={c.locationCountryCode} country={c.locationCountryName} city={c.locationCity} />}
      stats={[
        { label: 'Space', value: formatSpaceLeft(c.availableSpaceCBM, formatCBM) },
        { label: 'Price', value: formatPerCBM(c.priceRMB) },
      ]}
      footer={
        <>
          <span>
            Departs {formatDate(c.departureDate)} · Arrives {formatDate(c.arrivalDate)}
          </span>
          <span>{c.interestedCount} interested</span>
        </>
      }
    />
  );
}
