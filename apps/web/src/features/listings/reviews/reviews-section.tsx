import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { noReviews, reviewHiddenByOperator, reviewsError, reviewsLoading } from '@spaceshare/shared/messages/reviews';
import type { Review } from '@spaceshare/shared/schemas/review';
import { ReportButton } from '@/components/report-button';
import { Avatar } from '@/components/ui/avatar';
import { Flag } from '@/components/ui/flag';
import { Stars } from '@/components/ui/stars';
import { useCurrentUser } from '@/lib/current-user';
import { place } from '../format';
import { formatDate } from '@/lib/format';
import { useReviews } from './api/get-reviews';
import { useCreateReview } from './api/create-review';
import { useMyReview } from './api/get-my-review';
import styles from './reviews.module.css';

// The form and its validation load only for signed-in readers who may review (issue 13).
const ReviewForm = lazy(() => import('@/components/review-form').then((m) => ({ default: m.ReviewForm })));

/**
 * Reviews of the seller, newest first, each with 'Report' for signed-in readers but its author, and
 * the form to add one (hidden for the seller). A reader whose review SpaceShare hid sees it, marked
 * so, in place of the form (decision 2203).
 */
export function ReviewsSection({ sellerId }: { sellerId: string }) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const reviews = useReviews(sellerId);
  const createReview = useCreateReview();
  const mayReview = !!user && user._id !== sellerId;
  const mine = useMyReview(sellerId, mayReview);

  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        Reviews{reviews.data && reviews.data.length > 0 ? ` (${reviews.data.length})` : ''}
      </h2>
      {reviews.isPending ? (
        <p className={styles.status}>{reviewsLoading}</p>
      ) : reviews.isError ? (
        <p className={`${styles.status} ${styles.error}`}>{reviewsError}</p>
      ) : reviews.data.length === 0 ? (
        <p className={styles.status}>{noReviews}</p>
      ) : (
        <ul className={styles.list}>
          {reviews.data.map((review) => (
            <ReviewItem key={review._id} review={review} isMine={review.userId === user?._id} mayReport={!!user && review.userId !== user._id} />
          ))}
        </ul>
      )}
      {!user ? (
        <p className={styles.signIn}>
          <Link to="/login" state={{ from: location.pathname }}>
            Sign in
          </Link>{' '}
          to review this seller.
        </p>
      ) : mine.data?.review?.hidden ? (
        <div className={styles.hiddenMine} data-testid="my-review-hidden">
          <ul className={styles.list}>
            <ReviewItem review={mine.data.review} isMine mayReport={false} />
          </ul>
          <p className={styles.hiddenNote}>{reviewHiddenByOperator}</p>
        </div>
      ) : mayReview && !mine.isPending ? (
        // Once the reader's own review is known (or could not be read: then a new one), the form starts from it.
        <Suspense fallback={null}>
          <ReviewForm sellerId={sellerId} create={createReview} existing={mine.data?.review} />
        </Suspense>
      ) : null}
    </section>
  );
}

function ReviewItem({ review, isMine, mayReport }: { review: Review; isMine: boolean; mayReport: boolean }) {
  const country = place(review.user.countryCode, review.user.countryName);
  return (
    <li className={styles.item} data-testid="review">
      <div className={styles.author}>
        <Avatar src={review.user.img} alt="" size={40} />
        <div>
          <span className={styles.username}>{review.user.username}</span>
          {country.name && (
            <span className={styles.country}>
              <Flag code={country.code} size={12} /> {country.name}
            </span>
          )}
        </div>
        {isMine && <span className={`badge ${styles.mine}`}>Your review</span>}
        {review.hidden ? (
          <span className={`badge ${styles.hidden}`}>Hidden by SpaceShare</span>
        ) : (
          review.verified && <span className={`badge ${styles.verified}`}>Verified booking</span>
        )}
      </div>
      <div className={styles.meta}>
        <Stars value={review.star} label={`${review.star} out of 5 stars`} />
        <time dateTime={review.createdAt} className={styles.date}>
          {formatDate(review.createdAt)}
        </time>
        {mayReport && (
          <span className={styles.report}>
            <ReportButton targetType="review" targetId={review._id} accessibleName={`Report the review by ${review.user.username}`} />
          </span>
        )}
      </div>
      <p className={styles.text}>{review.desc}</p>
    </li>
  );
}
