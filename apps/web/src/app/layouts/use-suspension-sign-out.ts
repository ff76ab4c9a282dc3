import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { clearCurrentUser } from '@/lib/current-user';
import { useRealtimeEvent } from '@/lib/realtime';

/** An operator suspended the account (issue 12): every open tab signs out at once and says why. */
export function useSuspensionSignOut() {
  const toast = useToast();
  const navigate = useNavigate();
  useRealtimeEvent('signed-out', (event) => {
    clearCurrentUser();
    toast.error(event.message);
    navigate('/login', { replace: true });
  });
}
