import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { detailError } from '@spaceshare/shared/messages/general';
import { listingEditCompleted } from '@spaceshare/shared/messages/listing-edits';
import type { ListingEditState } from '@spaceshare/shared/schemas/listing';
import { StateMessage } from '@/components/ui/state-message';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { LISTING_NOUN, listingHref, MY_LISTINGS, type ListingKind } from '../types';
import { DetailStatus } from './detail-layout';
import styles from './listing-form.module.css';

/**
 * Options of the query an edit page loads its listing with: asked again on opening even when a copy
 * is cached (for up to 5 minutes), because the space the form shows goes back as `spaceWas`, and a
 * stale one would be refused as a booking made meanwhile.
 */
export const EDIT_QUERY = { refetchOnMount: 'always' } as const;

type Editable = { _id: string; userId: string; isCompleted: boolean };

/**
 * An edit page until its form can open: the detail page's loading and error states, then the reasons
 * an edit would only fail (someone else's listing, a completed one) said instead of the form. The
 * page's h1 is there in every state but loading, so the focus lands on it as on any page.
 */
export function EditGate<L extends Editable>({
  kind,
  title,
  query,
  editState,
  children,
}: {
  kind: ListingKind;
  title: string;
  /** The listing, with EDIT_QUERY. */
  query: UseQueryResult<L>;
  /**
   * What an edit may change (useEditState). The form waits for it, so that locked fields never look
   * editable first; if it fails the form opens unlocked and the server still refuses (decision 2107).
   */
  editState: UseQueryResult<ListingEditState>;
  children(listing: L, state: ListingEditState): ReactNode;
}) {
  const { user } = useCurrentUser();
  const noun = LISTING_NOUN[kind];
  const back = { to: MY_LISTINGS[kind], label: `My ${noun[0]!.toUpperCase()}${noun.slice(1)}s` };

  if (query.isError) {
    // Under the page's h1 like the other refusals (the detail page's own error state has none).
    const missing = query.error instanceof ApiError && query.error.status === 404;
    const hint = missing ? 'This listing does not exist or was removed.' : 'Please try again in a moment.';
    return <Refusal title={title} said={{ title: detailError, hint }} back={back} alert />;
  }
  if (!query.isFetchedAfterMount || !query.data) return <DetailStatus back={back} />;
  const listing = query.data;
  const refusal =
    listing.userId !== user?._id
      ? { title: `This is not your ${noun}`, hint: 'Only its owner can edit it.' }
      : listing.isCompleted
        ? { title: listingEditCompleted, hint: `It stays on your list as it was. Post a new ${noun} to offer more space.` }
        : null;
  if (!refusal) {
    if (!editState.isError && (!editState.isFetchedAfterMount || !editState.data)) return <DetailStatus back={back} />;
    return children(listing, editState.data ?? { termsLocked: false });
  }
  return <Refusal title={title} said={refusal} back={{ to: listingHref(kind, listing._id), label: `Back to the ${noun}` }} />;
}

/** The edit page's h1, then why there is no form, and the way back. */
function Refusal({ title, said, back, alert }: { title: string; said: { title: string; hint: string }; back: { to: string; label: string }; alert?: boolean }) {
  return (
    <div className={`container page ${styles.page}`}>
      <header className={styles.header}>
        <h1>{title}</h1>
      </header>
      <StateMessage boxed actionSpace alert={alert} title={said.title} hint={said.hint}>
        <Link to={back.to}>← {back.label}</Link>
      </StateMessage>
    </div>
  );
}
