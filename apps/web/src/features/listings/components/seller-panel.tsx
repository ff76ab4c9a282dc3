import { Link } from 'react-router';
import { detailError, detailLoading, notAvailable } from '@spaceshare/shared/messages/general';
import type { ListingRef } from '@spaceshare/shared/schemas/conversation';
import type { PublicUser } from '@spaceshare/shared/schemas/user';
import { averageRating, roundToHalf } from '@spaceshare/shared/rules/stars';
import { lastDeliveryLabel, responseTimeLabel } from '@spaceshare/shared/rules/trust';
import { Avatar } from '@/components/ui/avatar';
import { Flag } from '@/components/ui/flag';
import { Stars } from '@/components/ui/stars';
import { useCurrentUser } from '@/lib/current-user';
import { formatMonthYear } from '@/lib/format';
import { usePublicUser, useSellerFacts } from '@/lib/get-public-user';
import { useContactUser } from '@/lib/use-contact-user';
import { Button } from '@/components/ui/button';
import { place } from '../format';
import styles from './listing.module.css';

/** 'About The Seller' (spec §2): public profile, star average, facts from data (issue 12), 'Contact Me'. */
export function SellerPanel({ sellerId, listing }: { sellerId: string; listing: ListingRef }) {
  const { user } = useCurrentUser();
  const seller = usePublicUser(sellerId);
  const { contact, pending } = useContactUser(sellerId, listing);
  const isSelf = user?._id === sellerId;

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="about-seller">
      <h2 id="about-seller" className={styles.panelTitle}>
        About The Seller
      </h2>
      {seller.isPending ? (
        <p className={styles.muted}>{detailLoading}</p>
      ) : seller.isError || seller.data === null ? (
        // null: a deleted account, whose listings went with it; only a page kept open meets it.
        <p className="field-error">{detailError}</p>
      ) : (
        <SellerBody
          seller={seller.data}
          isSelf={isSelf}
          contactPending={pending}
          onContact={() => void contact()}
        />
      )}
    </section>
  );
}

function SellerBody({
  seller,
  isSelf,
  contactPending,
  onContact,
}: {
  seller: PublicUser;
  isSelf: boolean;
  contactPending: boolean;
  onContact: () => void;
}) {
  const facts = useSellerFacts(seller._id);
  const rating = averageRating(seller.totalStars, seller.starNumber);
  const starValue = seller.starNumber > 0 ? roundToHalf(seller.totalStars / seller.starNumber) : 0;
  const from = place(seller.countryCode, seller.countryName);
  const fact = (value: (f: NonNullable<typeof facts.data>) => string) => (facts.data ? value(facts.data) : facts.isError ? notAvailable : '…');
  return (
    <>
      <div className={styles.sellerHead}>
        <Avatar src={seller.img} alt="" size={64} />
        <div className={styles.sellerId}>
          <Link to={`/profile/${seller._id}`} className={styles.sellerName}>
            {seller.username}
          </Link>
          <span className={styles.sellerStars} data-testid="seller-stars" data-stars={seller.starNumber > 0 ? rating : '0'}>
            {seller.starNumber > 0 ? (
              <>
                <Stars value={starValue} label={`Rated ${rating} out of 5`} />
                <span className={styles.starValue}>{rating}</span>
                <span className={styles.muted}>
                  ({seller.starNumber} {seller.starNumber === 1 ? 'review' : 'reviews'})
                </span>
              </>
            ) : (
              <span className={styles.muted}>No reviews yet</span>
            )}
          </span>
          {seller.emailVerified && (
            <span className={styles.emailVerified} data-testid="seller-email-verified">
              ✓ Email verified
            </span>
          )}
          {!isSelf && (
            <Button type="button" className="btn btn-outline btn-sm" onClick={onContact} inactive={contactPending}>
              Contact Me
            </Button>
          )}
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>From</dt>
          <dd>
            {from.name ? (
              <>
                <Flag code={from.code} size={14} /> {from.name}
              </>
            ) : (
              notAvailable
            )}
          </dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{formatMonthYear(seller.createdAt) || notAvailable}</dd>
        </div>
        <div>
          <dt>Avg. response time</dt>
          <dd data-testid="fact-response">{fact((f) => responseTimeLabel(f.responseMedianSeconds))}</dd>
        </div>
        <div>
          <dt>Last delivery</dt>
          <dd data-testid="fact-delivery">{fact((f) => lastDeliveryLabel(f.lastDeliveryAt))}</dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>{(seller.languages ?? ['English']).join(', ')}</dd>
        </div>
      </dl>
      {seller.desc && <p className={styles.sellerDesc}>{seller.desc}</p>}
    </>
  );
}
