import ProfilePage, { type ProfileSections } from '@/features/profile/profile-page';
import { UserListings } from '@/features/listings/components/user-listings';
import { ReviewsSection } from '@/features/listings/reviews/reviews-section';
import styles from './profile-page.module.css';

// A profile shows the person (the profile feature) and what they sell and how buyers rated them (the
// listings feature). Features do not import each other, so the router's page composes them here.

// Only couriers are reviewed: a buyer's profile offers no review form that could only be refused.
const sections: ProfileSections = (userId, own, seller) => (
  <>
    <UserListings userId={userId} own={own} />
    {seller && (
      <div className={`card ${styles.panel}`}>
        <ReviewsSection sellerId={userId} />
      </div>
    )}
  </>
);

export default function Profile() {
  return <ProfilePage sections={sections} />;
}
