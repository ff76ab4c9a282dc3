import { useId, useState, type FormEvent } from 'react';
import { changePasswordSchema } from '@spaceshare/shared/schemas/account';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { focusInput, useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/components/ui/button';
import { PasswordSpaceHint, passwordSpaceHintId } from '@/components/ui/password-space-hint';
import { fieldAria } from '@/lib/field-aria';
import { useChangePassword } from '../api/account-security';
import styles from '../settings.module.css';

/** Settings › Security › Change password: the current one, then a new one under the registration policy. */
export function ChangePassword() {
  const id = useId();
  const toast = useToast();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { errors, check } = useZodForm(changePasswordSchema);
  const change = useChangePassword();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = check({ currentPassword, newPassword });
    if (!checked.ok) {
      setProblem(null);
      if (checked.problem.field) focusInput(`${id}-${checked.problem.field}`);
      return;
    }
    change.mutate(checked.data, {
      onSuccess: (answer) => {
        setCurrent('');
        setNew('');
        setProblem(null);
        toast.success(answer.message);
      },
      onError: (err) => {
        setProblem(errorMessage(err, 'Could not change the password. Please try again.'));
        // Most refusals are about the current password: the field to mend takes the focus.
        focusInput(`${id}-currentPassword`);
      },
    });
  }

  const field = (name: 'currentPassword' | 'newPassword', label: string, value: string, set: (v: string) => void, autoComplete: string) => {
    const error = errors[name];
    // A new password starting or ending with a space is kept so: said under the field (decision 2311).
    const spaceHint = name === 'newPassword' ? passwordSpaceHintId(`${id}-space`, value) : undefined;
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          className="input"
          type="password"
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => set(e.target.value)}
          {...fieldAria(error && `${id}-${name}-error`, spaceHint)}
        />
        {error && (
          <span id={`${id}-${name}-error`} className="field-error">
            {error}
          </span>
        )}
        {name === 'newPassword' && <PasswordSpaceHint id={`${id}-space`} password={value} />}
      </div>
    );
  };

  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.blockTitle}>
        Change password
      </h2>
      <p className={styles.groupLede}>Changing it signs you out on every other device.</p>
      <form onSubmit={onSubmit} noValidate className={styles.passwordForm}>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        {field('currentPassword', 'Current password', currentPassword, setCurrent, 'current-password')}
        {field('newPassword', 'New password', newPassword, setNew, 'new-password')}
        <Button type="submit" className="btn btn-primary" inactive={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}
