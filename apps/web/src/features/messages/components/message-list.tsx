import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { ConversationListing } from '@spaceshare/shared/schemas/conversation';
import type { Message } from '@spaceshare/shared/schemas/message';
import { ReportDialog, type ReportTarget } from '@/components/report-button';
import { TEMP_ID_PREFIX } from '@/lib/live-cache';
import { scrollBehavior } from '@/lib/motion';
import { clockTime, dayKey, dayLabel } from '../format-time';
import { ListingAbout } from './listing-about';
import styles from './message-list.module.css';

type Props = { messages: Message[]; myId: string; now: Date; footer?: ReactNode; children?: ReactNode };

const listingKey = (listing: ConversationListing | null) => (listing ? `${listing.listingType}:${listing.listingId}` : '');

/**
 * Where the listing a thread is about changes: the indexes of the messages that start a part about
 * another listing. Nothing when the thread is about one listing (or none): the header names it.
 */
export function listingChanges(messages: readonly Message[]): Set<number> {
  const keys = messages.map((m) => listingKey(m.listing));
  if (new Set(keys.filter(Boolean)).size < 2) return new Set();
  return new Set(keys.flatMap((key, i) => (key && key !== keys[i - 1] ? [i] : [])));
}

/**
 * The thread, oldest first, in its own scroll area: a labelled, focusable `log` (new messages are
 * announced politely), with a day separator ('Today', 'Yesterday', a date) where the day changes and,
 * in a thread about several listings, 'About the gig: …' where the listing changes. It
 * glides to the bottom whenever the messages (or the typing indicators in `footer`) change; the first
 * paint, and every scroll under reduced motion, jumps there without animation.
 */
export function MessageList({ messages, myId, now, footer, children }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const painted = useRef(false);
  const last = messages[messages.length - 1];
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const changes = listingChanges(messages);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior: painted.current ? scrollBehavior() : 'auto' });
    painted.current = true;
  }, [messages.length, last?._id, footer]);

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the log scrolls: keyboard users scroll it once it has focus */}
      <div ref={scroller} className={styles.scroller} role="log" tabIndex={0} aria-label="Messages">
        {children}
        <ol className="stack-list">
          {messages.map((m, i) => (
            <Fragment key={m._id}>
              {(i === 0 || dayKey(m.createdAt) !== dayKey(messages[i - 1]!.createdAt)) && (
                <li className={styles.day} data-testid="day-separator">
                  <h2 className={styles.dayLabel}>{dayLabel(m.createdAt, now)}</h2>
                </li>
              )}
              {changes.has(i) && (
                <li className={styles.listing}>
                  <ListingAbout listing={m.listing} className={styles.listingPill} testId="message-listing" />
                </li>
              )}
              <MessageItem message={m} own={m.userId === myId} onReport={setReporting} />
            </Fragment>
          ))}
        </ol>
        {footer}
      </div>
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </>
  );
}

function MessageItem({ message: m, own, onReport }: { message: Message; own: boolean; onReport: (target: ReportTarget) => void }) {
  const pending = m._id.startsWith(TEMP_ID_PREFIX);
  // The other person's messages can be reported (issue 12), unless SpaceShare already removed them.
  const reportable = !own && !pending && m.desc !== MESSAGES.messageRemoved;
  return (
    <li className={`${styles.item} ${own ? styles.own : styles.theirs} ${pending ? styles.pending : ''}`} data-testid="message" data-own={own}>
      <div className={styles.bubble}>
        <p className={styles.text}>{m.desc}</p>
        <time className={styles.time} dateTime={m.createdAt} title={new Date(m.createdAt).toLocaleString()}>
          {clockTime(m.createdAt)}
          {pending && <span className="visually-hidden"> (sending)</span>}
        </time>
      </div>
      {reportable && (
        <button
          type="button"
          className={styles.report}
          onClick={() => onReport({ targetType: 'message', targetId: m._id })}
          aria-label={`Report message sent at ${clockTime(m.createdAt)}`}
        >
          Report
        </button>
      )}
    </li>
  );
}
