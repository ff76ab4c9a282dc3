import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { completionState, daysLeftLabel } from '@spaceshare/shared/rules/expiry';
import styles from './my-listings.module.css';

/** Header of the owner's tables: title and, in seller mode, the add link. */
export function MyListingsHeader({ title, subtitle, add }: { title: string; subtitle: string; add?: { to: string; label: string } }) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      {add && (
        <Link to={add.to} className="btn btn-primary">
          <span aria-hidden="true">+</span> {add.label}
        </Link>
      )}
    </header>
  );
}

/** Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/** A row that opens the listing when clicked anywhere but on its buttons and links. */
export function ClickableRow({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  function onClick(e: MouseEvent<HTMLTableRowElement>) {
    if ((e.target as HTMLElement).closest('button, a, input')) return;
    navigate(to);
  }
  return (
    <tr className={styles.row} onClick={onClick}>
      {children}
    </tr>
  );
}

type Completable = { createdAt: string; expirationDays: number; isCompleted: boolean };

/** 'Mark Complete' ('Marking...') on expired open listings, '✓ COMPLETED' once done, else days left. */
export function CompletionCell({ listing, pending, onComplete, name }: { listing: Completable; pending: boolean; onComplete(): void; name: string }) {
  const state = completionState(listing);
  if (state.kind === 'completed') return <span className={styles.completed}>{MESSAGES.completed}</span>;
  if (state.kind === 'days-left') return <span className={styles.daysLeft}>{daysLeftLabel(state.days)}</span>;
  return (
    <button
      type="button"
      className={`btn btn-sm btn-primary ${styles.markButton}`}
      onClick={onComplete}
      disabled={pending}
      aria-label={pending ? undefined : `${MESSAGES.markComplete}: ${name}`}
    >
      {pending ? MESSAGES.marking : MESSAGES.markComplete}
    </button>
  );
}

export function DeleteButton({ name, pending, onDelete }: { name: string; pending: boolean; onDelete(): void }) {
  return (
    <button type="button" className={`btn btn-ghost btn-sm ${styles.delete}`} onClick={onDelete} disabled={pending} aria-label={`Delete ${name}`} title="Delete">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

export function TableStatus({ children, alert }: { children: ReactNode; alert?: boolean }) {
  return (
    <p className="status-text" role={alert ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

export function TableEmpty({ text, add }: { text: string; add?: { to: string; label: string } }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      {add && (
        <Link to={add.to} className="btn btn-primary btn-sm">
          {add.label}
        </Link>
      )}
    </div>
  );
}
