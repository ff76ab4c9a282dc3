import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminUser } from '@spaceshare/shared/schemas/safety';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { Button } from '@/components/ui/button';
import { useAdminAction, useAdminUsers } from '../api';
import { ConsoleSection, useSearchView } from './console-section';
import { ResultList } from './results';
import styles from '../admin.module.css';
import { formatDate, plural } from '@/lib/format';

/** Users by name, email or id: suspend and unsuspend with a reason, grant or revoke the operator role. */
export function UsersTable() {
  const view = useSearchView();
  const users = useAdminUsers(view.q, view.page);
  return (
    <ConsoleSection id="users" title="Users" search={{ label: 'Search users', value: view.q, onSearch: view.search }}>
      <ResultList query={users} page={view.page} onPage={view.setPage} empty="No users match." row={(u) => <UserRow key={u._id} user={u} />} />
    </ConsoleSection>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const toast = useToast();
  const { user: me } = useCurrentUser();
  const action = useAdminAction();
  const [reason, setReason] = useState('');
  const run = (path: string, body: object) =>
    action.mutate({ path: `users/${user._id}/${path}`, body }, { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorMessage(err, 'That did not work.')) });
  const self = me?._id === user._id;
  return (
    <li className={`card ${styles.item}`} data-testid="admin-user">
      <p className={styles.itemHead}>
        {/* The line's parts wrap as flex items: the name, then the email and country as one. */}
        <Link to={`/profile/${user._id}`}>{user.username}</Link>
        <span>
          {user.email} · {user.country || '—'}
        </span>
        {user.isAdmin && <span className={styles.tag}>Operator</span>}
        {user.isSeller && <span className={styles.tag}>Courier</span>}
        {user.deleted ? (
          <span className={`${styles.tag} ${styles.danger}`}>Deleted</span>
        ) : (
          user.suspended && <span className={`${styles.tag} ${styles.danger}`}>Suspended</span>
        )}
        {user.openReports > 0 && <span className={`${styles.tag} ${styles.danger}`}>{plural(user.openReports, 'open report')}</span>}
      </p>
      <p className={styles.meta}>
        Joined {formatDate(user.createdAt)}
        {user.suspendedReason && !user.deleted && <> · Suspended: {user.suspendedReason}</>}
        {user.deleted && <> · Deleted by its owner: nothing to act on</>}
      </p>
      {!self && !user.deleted && (
        <div className={styles.resolve}>
          {user.suspended ? (
            <Button type="button" className="btn btn-outline btn-sm" inactive={action.isPending} onClick={() => run('unsuspend', {})}>
              Unsuspend
            </Button>
          ) : (
            <>
              <label className="visually-hidden" htmlFor={`reason-${user._id}`}>
                Reason for suspending {user.username}
              </label>
              <input id={`reason-${user._id}`} className="input" placeholder="Reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
              <Button type="button" className="btn btn-primary btn-sm" inactive={action.isPending} onClick={() => run('suspend', { reason })}>
                Suspend
              </Button>
            </>
          )}
          <Button type="button" className="btn btn-outline btn-sm" inactive={action.isPending} onClick={() => run(user.isAdmin ? 'revoke-admin' : 'grant-admin', {})}>
            {user.isAdmin ? 'Revoke operator' : 'Make operator'}
          </Button>
        </div>
      )}
    </li>
  );
}
