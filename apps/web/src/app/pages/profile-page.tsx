import ProfilePage, { type ProfileSections } from '@/features/profile/profile-page';
import { UserListings } from '@/features/listings/components/user-listings';
import { ReviewsSection } from '@/features/listings/reviews/reviews-section';
import styles from './profile-page.module.css';

// A profile shows the person (the profile feature) and what they sell and how buyers rated them (the
// listings feature). Features do not import each other, so the router's page composes them here.

const sections: ProfileSections = (userId, own) => (
  <>
    <UserListings userId={userId} own={own} />
    <div className={`card ${styles.panel}`}>
      <ReviewsSection sellerId={userId} />
    </div>
  </>
);

export default function Profile() {
  return <ProfilePage sections={sections} />;
}
