import type { Gig } from '@spaceshare/shared/schemas/gig';
import { cardPricePerKg, cardSpaceKg } from '@spaceshare/shared/rules/price';
import { ExpiryBadge } from '../components/expiry-badge';
import { ListingCard } from '../components/listing-card';
import { RouteLine } from '../components/route-display';
import { formatKg, formatPerKg, formatSpaceLeft } from '../format';

export function GigCard({ gig }: { gig: Gig }) {
  return (
    <ListingCard
      id={gig._id}
      to={`/gig/${gig._id}`}
      title={gig.title}
      badges={<ExpiryBadge createdAt={gig.createdAt} expirationDays={gig.expirationDays} />}
      place={<RouteLine route={gig} />}
      stats={[
        { label: 'Price', value: formatPerKg(cardPricePerKg(gig)) },
        { label: 'Space', value: formatSpaceLeft(cardSpaceKg(gig.availableSpace), formatKg) },
      ]}
      footer={
        <>
          {/* Static by spec §9: bookings are not tracked on cards. */}
          <span>Booked 0 kg</span>
          <span>{gig.interestedCount} interested</span>
        </>
      }
    />
  );
}
