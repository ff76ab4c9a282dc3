import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { deleteAccountSchema } from '@spaceshare/shared/schemas/account';
import { useToast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { clearCurrentUser, getCurrentUser } from '@/lib/current-user';
import { forgetFormDrafts } from '@/lib/form-drafts';
import { focusInput, useZodForm } from '@/lib/use-zod-form';
import { useDeleteAccount } from '../api/account-security';
import styles from '../settings.module.css';

/**
 * Settings › Security › Delete account (decision 1403): what goes and what stays, then the password
 * again. Done, the browser forgets the account and lands on the home page with a goodbye.
 */
export function DeleteAccount() {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Refused for open orders (409): nothing is wrong with the password, and the way on is Orders.
  const [ordersOpen, setOrdersOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { errors, check } = useZodForm(deleteAccountSchema);
  const remove = useDeleteAccount();

  function start() {
    setOpen(true);
    // The field exists once this render commits.
    requestAnimationFrame(() => focusInput(`${id}-password`));
  }

  function cancel() {
    setOpen(false);
    setPassword('');
    setProblem(null);
    setOrdersOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = check({ password });
    if (!checked.ok) {
      setProblem(null);
      setOrdersOpen(false);
      focusInput(`${id}-password`);
      return;
    }
    remove.mutate(checked.data, {
      onSuccess: (answer) => {
        // The socket may have said so first (every tab of the account hears it): then it is done.
        if (!getCurrentUser()) return;
        forgetFormDrafts();
        clearCurrentUser();
        toast.success(answer.message);
        navigate('/');
      },
      onError: (err) => {
        const orders = err instanceof ApiError && err.status === 409;
        setOrdersOpen(orders);
        setProblem(errorMessage(err, 'Could not delete the account. Please try again.'));
        if (!orders) focusInput(`${id}-password`);
        else requestAnimationFrame(() => document.getElementById(`${id}-orders`)?.focus());
      },
    });
  }

  const error = errors.password;
  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.blockTitle}>
        Delete account
      </h2>
      <p className={styles.groupLede}>
        Your profile, listings, route alerts and notifications go for good, and your open requests are withdrawn. Messages you sent stay
        with the people you wrote to, under a deleted name. Orders still open must be completed or cancelled first.
      </p>
      {!open ? (
        <Button ref={toggle} type="button" className="btn btn-outline btn-sm" onClick={start}>
          Delete my account...
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate className={styles.passwordForm} aria-label="Delete my account">
          {problem && (
            <p className="form-error" role="alert" id={`${id}-problem`}>
              {problem}
              {ordersOpen && (
                <>
                  {' '}
                  <Link id={`${id}-orders`} to="/orders">
                    Go to your orders
                  </Link>
                </>
              )}
            </p>
          )}
          <div className="field">
            <label htmlFor={`${id}-password`}>Your password, to confirm</label>
            <input
              id={`${id}-password`}
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error || (problem && !ordersOpen) ? true : undefined}
              aria-describedby={error ? `${id}-password-error` : problem && !ordersOpen ? `${id}-problem` : undefined}
            />
            {error && (
              <span id={`${id}-password-error`} className="field-error">
                {error}
              </span>
            )}
          </div>
          <div className={styles.dangerActions}>
            <Button type="submit" className="btn btn-danger" inactive={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account for good'}
            </Button>
            <Button type="button" className="btn btn-outline" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
