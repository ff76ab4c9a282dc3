import type { ReactNode } from 'react';
import styles from './state-message.module.css';

type Props = {
  title: string;
  hint: string;
  /** An error: announced at once. */
  alert?: boolean;
  /** A dashed panel in place of the list, rather than text centred in its container. */
  boxed?: boolean;
  /** Space under the hint for an action (My Orders keeps it in its error state too). */
  actionSpace?: boolean;
  /** The action, e.g. a link to explore. */
  children?: ReactNode;
};

/** The empty or error state of a list (Messages, My Orders, a conversation): a title, a hint and optionally an action. */
export function StateMessage({ title, hint, alert, boxed, actionSpace, children }: Props) {
  const className = [styles.state, boxed && styles.boxed, actionSpace && styles.actionSpace].filter(Boolean).join(' ');
  return (
    <div className={className} role={alert ? 'alert' : undefined}>
      <p className={styles.title}>{title}</p>
      <p className={styles.hint}>{hint}</p>
      {children}
    </div>
  );
}
