import { ReportButton } from '@/components/report-button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useBlockedUsers, useSetBlocked } from '@/lib/safety';
import { useContactUser } from '@/lib/use-contact-user';
import { Button } from '@/components/ui/button';
import styles from '../profile.module.css';

/** Someone else's profile (issue 12): Contact, Report and Block or Unblock. */
export function ProfileActions({ userId }: { userId: string }) {
  const { user } = useCurrentUser();
  const toast = useToast();
  const { contact, pending } = useContactUser(userId);
  const blocked = useBlockedUsers(!!user);
  const setBlocked = useSetBlocked();
  const isBlocked = !!blocked.data?.some((b) => b._id === userId);

  return (
    <div className={styles.actions}>
      <Button type="button" className="btn btn-primary" onClick={() => void contact()} inactive={pending || isBlocked}>
        Contact
      </Button>
      {user && (
        <>
          <ReportButton targetType="user" targetId={userId} label="Report" className="btn btn-outline" />
          <Button
            type="button"
            className="btn btn-outline"
            inactive={setBlocked.isPending || blocked.isPending}
            onClick={() =>
              setBlocked.mutate(
                { userId, blocked: !isBlocked },
                { onSuccess: (a) => toast.success(a.message), onError: (err) => toast.error(errorMessage(err, 'Could not change the block. Please try again.')) },
              )
            }
          >
            {isBlocked ? 'Unblock' : 'Block'}
          </Button>
        </>
      )}
    </div>
  );
}
