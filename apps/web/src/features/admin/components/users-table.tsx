import { Link } from 'react-router';
import { adminNoteSchema, adminRoleSchema, suspendSchema, type AdminUser } from '@spaceshare/shared/schemas/safety';
import { useCurrentUser } from '@/lib/current-user';
import { Button } from '@/components/ui/button';
import { useAdminUsers } from '../api';
import { ConsoleSection, useSearchView } from './console-section';
import { useNoteDialog, type NoteAction } from './note-dialog';
import { ResultList } from './results';
import styles from '../admin.module.css';
import { formatDate, plural } from '@/lib/format';

const userElementId = (userId: string) => `admin-user-${userId}`;
type Verb = 'suspend' | 'unsuspend' | 'grant-admin' | 'revoke-admin';

/** What suspending does, said before an operator confirms it here or from a report. */
export const suspendEffect = (name: string) =>
  `${name} is signed out everywhere at once and cannot sign in; their listings are hidden and pending requests expire, until the suspension is lifted.`;

/** What each action on a user does, said in its confirmation (decision 2202). */
function userAction(user: AdminUser, verb: Verb): NoteAction {
  const name = user.username;
  const path = `users/${user._id}/${verb}`;
  const about = (text: string) => <p className={styles.meta}>{text}</p>;
  switch (verb) {
    case 'suspend':
      return {
        title: `Suspend ${name}?`,
        submitLabel: 'Suspend',
        danger: true,
        description: about(suspendEffect(name)),
        noteLabel: 'Reason',
        noteHint: 'Kept with the suspension and in the audit log.',
        noteRequired: true,
        path,
        body: (reason) => ({ reason }),
        schema: suspendSchema,
      };
    case 'unsuspend':
      return {
        title: `Lift the suspension of ${name}?`,
        submitLabel: 'Unsuspend',
        description: about(`${name} can sign in again, and the listings the suspension hid come back.`),
        noteLabel: 'Note (optional)',
        noteHint: 'Goes in the audit log.',
        noteRequired: false,
        path,
        schema: adminNoteSchema,
      };
    case 'grant-admin':
      return {
        title: `Make ${name} an operator?`,
        submitLabel: 'Make operator',
        description: about(`${name} gets this console: they can suspend users, remove listings, settle orders and change roles.`),
        noteLabel: 'Reason',
        noteHint: 'Goes in the audit log.',
        noteRequired: true,
        path,
        schema: adminRoleSchema,
      };
    case 'revoke-admin':
      return {
        title: `Revoke the operator role of ${name}?`,
        submitLabel: 'Revoke operator',
        danger: true,
        description: about(`${name} loses this console at once.`),
        noteLabel: 'Reason',
        noteHint: 'Goes in the audit log.',
        noteRequired: true,
        path,
        schema: adminRoleSchema,
      };
  }
}

/** Users by name, email or id: suspend and unsuspend, grant or revoke the operator role, each confirmed with a reason. */
export function UsersTable() {
  const view = useSearchView();
  const users = useAdminUsers(view.q, view.page);
  const { ask, dialog } = useNoteDialog('users-title');
  return (
    <ConsoleSection id="users" title="Users" search={{ label: 'Search users', placeholder: 'Name, email or link', value: view.q, onSearch: view.search }}>
      <ResultList
        query={users}
        page={view.page}
        onPage={view.setPage}
        empty="No users match."
        row={(u) => <UserRow key={u._id} user={u} onAct={(verb) => ask(userAction(u, verb), userElementId(u._id))} />}
      />
      {dialog}
    </ConsoleSection>
  );
}

function UserRow({ user, onAct }: { user: AdminUser; onAct: (verb: Verb) => void }) {
  const { user: me } = useCurrentUser();
  const self = me?._id === user._id;
  const nameId = `${userElementId(user._id)}-name`;
  // Keyed by verb: after a suspension the Unsuspend button is a new one, not the Suspend button relabelled
  // under the operator's focus; the focus goes to the card instead.
  const act = (verb: Verb, label: string, danger = false) => (
    <Button key={verb} type="button" className={danger ? `btn btn-sm ${styles.dangerButton}` : 'btn btn-outline btn-sm'} aria-describedby={nameId} onClick={() => onAct(verb)}>
      {label}
    </Button>
  );
  return (
    // Focusable from code only: it takes the focus when an action took its button away.
    <li id={userElementId(user._id)} tabIndex={-1} className={`card ${styles.item}`} data-testid="admin-user">
      <p className={styles.itemHead}>
        {/* The line's parts wrap as flex items: the name, then the email and country as one. */}
        <Link id={nameId} to={`/profile/${user._id}`}>
          {user.username}
        </Link>
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
          {user.suspended ? act('unsuspend', 'Unsuspend') : !user.isAdmin && act('suspend', 'Suspend', true)}
          {user.isAdmin ? act('revoke-admin', 'Revoke operator', true) : !user.suspended && act('grant-admin', 'Make operator')}
        </div>
      )}
    </li>
  );
}
