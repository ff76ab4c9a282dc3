import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { useAdminAction } from '../api';
import styles from '../admin.module.css';

/** A review an operator hid from its report comes back, as a removed listing does (decision 2203). */
export function RestoreReview({ reviewId }: { reviewId: string }) {
  const toast = useToast();
  const action = useAdminAction();
  const restore = () =>
    action.mutate(
      { path: `reviews/${reviewId}/restore`, body: {} },
      { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorMessage(err, 'That did not work.')) },
    );
  return (
    <div className={styles.resolve}>
      <Button type="button" className="btn btn-outline btn-sm" inactive={action.isPending} onClick={restore}>
        Restore review
      </Button>
    </div>
  );
}
