import type { Container } from '@spaceshare/shared/schemas/container';
import { ContainerTypeBadge } from '@/components/listing/container-type-badge';
import { ExpiryBadge } from '@/components/listing/expiry-badge';
import { LocationLine } from '@/components/listing/location';
import { formatCBM, formatDate, formatPerCBM } from '@/components/listing/format';
import { ListingCard } from '@/components/listing/listing-card';

export function ContainerCard({ container: c }: { container: Container }) {
  return (
    <ListingCard
      id={c._id}
      to={`/container/${c._id}`}
      title={c.title}
      badges={
        <>
          <ContainerTypeBadge type={c.containerType} />
          <ExpiryBadge createdAt={c.createdAt} expirationDays={c.expirationDays} />
        </>
      }
      place={<LocationLine country={c.locationCountry} city={c.locationCity} />}
      stats={[
        { label: 'Space', value: formatCBM(c.availableSpaceCBM) },
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
