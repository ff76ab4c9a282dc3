import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { setUserMode, useCurrentUser } from '@/lib/current-user';
import { useStaticPageMeta } from '@/lib/page-meta';
import { useBecomeSeller } from './api/become-seller';
import { Benefits } from './components/benefits';
import { CourierForm } from './components/courier-form';
import styles from './become-seller.module.css';

export default function BecomeSellerPage() {
  useStaticPageMeta('/become-seller');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const mutation = useBecomeSeller();

  // An existing courier goes straight to seller mode and their gigs (spec §4).
  useEffect(() => {
    if (user?.isSeller && !mutation.isPending && !mutation.isSuccess) {
      setUserMode('seller');
      navigate('/mygigs', { replace: true });
    }
  }, [user, mutation.isPending, mutation.isSuccess, navigate]);

  // A visitor signs in first and comes back here (spec §4).
  if (!user) return <Navigate to="/login" replace state={{ from: '/become-seller' }} />;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="become-title">
        <div className="container">
          <p className={styles.kicker}>Luggage Share for couriers</p>
          <h1 id="become-title">Become a Courier</h1>
          <p className={styles.lede}>Share the space you are not using, help people across borders and get paid for it.</p>
        </div>
      </section>
      <div className={`container ${styles.grid}`}>
        <Benefits />
        <CourierForm user={user} mutation={mutation} />
      </div>
    </div>
  );
}
