import { useId, useState, type FormEvent } from 'react';
import { changeEmailSchema } from '@spaceshare/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { fieldAria } from '@/lib/field-aria';
import { focusInput, useZodForm } from '@/lib/use-zod-form';
import { useChangeEmail } from '../api/account-security';
import styles from '../settings.module.css';

/**
 * Settings › Security › Email address (decision 2311): the new address and the current password; the
 * server emails a link to the new address and a notice to the old one, and the address changes only
 * when the link is opened. What was sent stays on screen: the person has to go and open it.
 */
export function ChangeEmail() {
  const id = useId();
  const { user } = useCurrentUser();
  const [values, setValues] = useState({ email: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { errors, check } = useZodForm(changeEmailSchema);
  const change = useChangeEmail();
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setSent(null);
    const checked = check(values);
    if (!checked.ok) {
      if (checked.problem.field) focusInput(`${id}-${checked.problem.field}`);
      return;
    }
    change.mutate(checked.data, {
      onSuccess: (answer) => {
        setValues({ email: '', password: '' });
        setSent(`${answer.message} (${checked.data.email})`);
      },
      onError: (err) => {
        setProblem(errorMessage(err, 'Could not change the email. Please try again.'));
        focusInput(`${id}-email`);
      },
    });
  }

  const errorId = (name: keyof typeof values) => (errors[name] ? `${id}-${name}-error` : problem ? `${id}-problem` : undefined);
  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.blockTitle}>
        Email address
      </h2>
      <p className={styles.groupLede}>
        {user?.email ? (
          <>
            Yours is <strong className={styles.address}>{user.email}</strong>.{' '}
          </>
        ) : null}
        A new one takes effect when you open the link we send to it.
      </p>
      <form onSubmit={onSubmit} noValidate className={styles.passwordForm}>
        {problem && (
          <p className="form-error" role="alert" id={`${id}-problem`}>
            {problem}
          </p>
        )}
        {sent && (
          <p className={styles.sent} role="status">
            {sent}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-email`}>New email address</label>
          <input id={`${id}-email`} className="input" type="email" autoComplete="email" value={values.email} onChange={set('email')} {...fieldAria(errorId('email'))} />
          {errors.email && (
            <span id={`${id}-email-error`} className="field-error">
              {errors.email}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Current password</label>
          <input id={`${id}-password`} className="input" type="password" autoComplete="current-password" value={values.password} onChange={set('password')} {...fieldAria(errors.password && `${id}-password-error`)} />
          {errors.password && (
            <span id={`${id}-password-error`} className="field-error">
              {errors.password}
            </span>
          )}
        </div>
        <Button type="submit" className="btn btn-primary" inactive={change.isPending}>
          {change.isPending ? 'Sending...' : 'Change email'}
        </Button>
      </form>
    </section>
  );
}
