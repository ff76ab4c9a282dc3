import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '@spaceshare/shared/messages';
import { completionState, daysLeftLabel } from '@spaceshare/shared/rules/expiry';
import { ConfirmDialog, type Confirmation } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { usePendingRequests } from '@/lib/get-requests';
import styles from './my-listings.module.css';

/** `departureDate`: a container's, which ends it early (decision 2460). */
type Completable = { createdAt: string; expirationDays: number; isCompleted: boolean; departureDate?: string };
type AddLink = { to: string; label: string };

/** What the owner's table needs of a gig or a container. */
export type OwnListing = Completable & { _id: string; title: string; sales?: number };

/** One column between '#' and the shared Expiry / Sales / Delete columns. */
export type Column<T> = {
  header: string;
  /** Right-aligned tabular numbers. */
  numeric?: boolean;
  nowrap?: boolean;
  /** The listing's name: it heads the row's card on phones. */
  heading?: boolean;
  cell(listing: T): ReactNode;
};

type Props<T extends OwnListing> = {
  /** 'gig' or 'container': the toasts and alerts say 'Gig deleted.', 'Failed to delete the gig. …'. */
  noun: string;
  title: string;
  subtitle: string;
  /** The empty-table text (spec). */
  empty: string;
  /** Shown in seller mode, in the header and under the empty text. */
  add?: AddLink;
  /** Detail page of a listing, e.g. `/gig/${id}`; its edit page is there too, under `/edit`. */
  href(listing: T): string;
  columns: Column<T>[];
  list: UseQueryResult<{ items: T[] }>;
  complete: UseMutationResult<unknown, Error, string>;
  remove: UseMutationResult<unknown, Error, string>;
  /** Between the header and the table, whatever its state: the listings an operator removed (decision 1802). */
  aboveTable?: ReactNode;
};

/** The seller's own listings (My Gigs, My Containers): loading / error / empty texts, Mark Complete, edit and delete. */
export function MyListingsTable<T extends OwnListing>({ noun, title, subtitle, empty, add, href, columns, list, complete, remove, aboveTable }: Props<T>) {
  const toast = useToast();
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  // Pending booking requests per listing (issue 10), from the same call as the navbar badge.
  const pending = usePendingRequests();

  function onComplete(listing: T) {
    complete.mutate(listing._id, {
      onSuccess: () => toast.success(`${Noun} marked complete.`),
      onError: (err) => window.alert(errorMessage(err, `Failed to mark the ${noun} complete. Please try again.`)),
    });
  }

  // Asked in the app's dialog, as every other step with consequences (decisions 2204, 2314).
  const [asking, setAsking] = useState<Confirmation | null>(null);
  function onDelete(listing: T) {
    setAsking({
      title: MESSAGES.deleteListingConfirmTitle(listing.title || MESSAGES.untitled),
      body: MESSAGES.deleteListingConfirmBody,
      confirmLabel: MESSAGES.deleteListingConfirm,
      onConfirm: () =>
        remove.mutate(listing._id, {
          onSuccess: () => toast.success(`${Noun} deleted.`),
          onError: (err) => window.alert(errorMessage(err, `Failed to delete the ${noun}. Please try again.`)),
        }),
    });
  }

  const cellClass = (column: Column<T>) =>
    [column.numeric && 'num', column.nowrap && styles.nowrap, column.heading && styles.heading].filter(Boolean).join(' ') || undefined;

  return (
    <div className="container page">
      <MyListingsHeader title={title} subtitle={subtitle} add={add} />
      {aboveTable}
      {list.isPending ? (
        <TableStatus>{MESSAGES.tableLoading}</TableStatus>
      ) : list.isError ? (
        <TableStatus alert>{MESSAGES.tableError}</TableStatus>
      ) : list.data.items.length === 0 ? (
        <TableEmpty text={empty} add={add} />
      ) : (
        <TableScroll label={`Your ${noun}s`}>
          <thead>
            <tr>
              <th scope="col">#</th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? 'num' : undefined}>
                  {column.header}
                </th>
              ))}
              <th scope="col" className="num">
                Requests
              </th>
              <th scope="col">Expiry</th>
              <th scope="col" className="num">
                Sales
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((listing, index) => {
              const name = listing.title || MESSAGES.untitled;
              return (
                <ClickableRow key={listing._id} to={href(listing)}>
                  <td className={styles.index}>{index + 1}</td>
                  {columns.map((column) => (
                    <td key={column.header} className={cellClass(column)} data-label={column.heading ? undefined : column.header}>
                      {column.cell(listing)}
                    </td>
                  ))}
                  <td className="num" data-testid="pending-requests" data-label="Requests">
                    <PendingCell count={pending.data?.byListing[listing._id] ?? 0} to={href(listing)} name={name} />
                  </td>
                  <td data-label="Expiry">
                    <CompletionCell
                      listing={listing}
                      name={name}
                      pending={complete.isPending && complete.variables === listing._id}
                      onComplete={() => onComplete(listing)}
                    />
                  </td>
                  <td className="num" data-label="Sales">
                    {listing.sales ?? 0}
                  </td>
                  <td className={styles.actionsCell}>
                    {!listing.isCompleted && <EditLink to={`${href(listing)}/edit`} name={name} />}
                    <DeleteButton name={name} pending={remove.isPending && remove.variables === listing._id} onDelete={() => onDelete(listing)} />
                  </td>
                </ClickableRow>
              );
            })}
          </tbody>
        </TableScroll>
      )}
      <ConfirmDialog confirmation={asking} onClose={() => setAsking(null)} />
    </div>
  );
}

/** The Title column: the listing's name, linked to its page. */
export function titleColumn<T extends OwnListing>(href: (listing: T) => string): Column<T> {
  return { header: 'Title', heading: true, cell: (listing) => <Link to={href(listing)}>{listing.title || MESSAGES.untitled}</Link> };
}

/** Header of the owner's tables: title and, in seller mode, the add link. */
function MyListingsHeader({ title, subtitle, add }: { title: string; subtitle: string; add?: AddLink }) {
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

/**
 * A table from tablet width up; below it each row is a card of label and value lines (issue 13), so
 * nothing, not Mark Complete nor delete, is ever off-screen. Focusable so keyboard users can scroll it.
 */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/** A row that opens the listing when clicked anywhere but on its buttons and links. */
function ClickableRow({ to, children }: { to: string; children: ReactNode }) {
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

/** Pending requests on one listing: a link to answer them on the listing's page, or a dash. */
function PendingCell({ count, to, name }: { count: number; to: string; name: string }) {
  if (count === 0) return <span aria-label="No pending requests">—</span>;
  return (
    <Link to={to} className={`badge ${styles.pending}`} aria-label={`${count} pending ${count === 1 ? 'request' : 'requests'} on ${name}`}>
      {count} pending
    </Link>
  );
}

/** 'Mark Complete' ('Marking...') on expired open listings, '✓ COMPLETED' once done, else days left. */
function CompletionCell({ listing, pending, onComplete, name }: { listing: Completable; pending: boolean; onComplete(): void; name: string }) {
  const state = completionState(listing);
  if (state.kind === 'completed') return <span className={styles.completed}>{MESSAGES.completed}</span>;
  if (state.kind === 'days-left') return <span className={styles.daysLeft}>{daysLeftLabel(state.days)}</span>;
  return (
    <Button
      className={`btn btn-sm btn-primary ${styles.markButton}`}
      onClick={onComplete}
      inactive={pending}
      aria-label={pending ? undefined : `${MESSAGES.markComplete}: ${name}`}
    >
      {pending ? MESSAGES.marking : MESSAGES.markComplete}
    </Button>
  );
}

/** A completed listing is a record of what was sold: only open ones (expired too, to extend them) are edited. */
function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className={`btn btn-ghost btn-sm ${styles.iconAction}`} aria-label={`Edit ${name}`} title="Edit">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}

function DeleteButton({ name, pending, onDelete }: { name: string; pending: boolean; onDelete(): void }) {
  return (
    <Button className={`btn btn-ghost btn-sm ${styles.iconAction} ${styles.delete}`} onClick={onDelete} inactive={pending} aria-label={`Delete ${name}`} title="Delete">
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
    </Button>
  );
}

function TableStatus({ children, alert }: { children: ReactNode; alert?: boolean }) {
  return (
    <p className="status-text" role={alert ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

function TableEmpty({ text, add }: { text: string; add?: AddLink }) {
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
