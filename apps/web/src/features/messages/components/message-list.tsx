import { Fragment, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { ConversationListing } from '@spaceshare/shared/schemas/conversation';
import type { Message } from '@spaceshare/shared/schemas/message';
import { ReportDialog, type ReportTarget } from '@/components/report-button';
import { TEMP_ID_PREFIX } from '@/lib/live-cache';
import { scrollBehavior } from '@/lib/motion';
import { clockTime, formatDateTime } from '@/lib/format';
import { dayKey, dayLabel } from '../format-time';
import { ListingAbout } from './listing-about';
import styles from './message-list.module.css';

type Props = {
  messages: Message[];
  myId: string;
  now: Date;
  /** What the conversation is about now (its header's listing). */
  current?: ConversationListing | null;
  footer?: ReactNode;
  children?: ReactNode;
};

const listingKey = (listing: ConversationListing | null) => (listing ? `${listing.listingType}:${listing.listingId}` : '');
/** A part whose listing has gone since (deleted or hidden): the server says no listing. */
const REMOVED = 'removed';

/**
 * Where the listing a thread is about changes: the index of each message that starts a part about
 * another listing, with that part's listing (null: one that is no longer available). A message with
 * no listing after one with a listing is about a listing gone since (before any, it predates listings
 * on messages). Nothing when the thread, and the listing its header names (`current`), are about one
 * listing: the header says it.
 */
export function listingChanges(messages: readonly Message[], current: ConversationListing | null = null): Map<number, ConversationListing | null> {
  let seen = false;
  const keys = messages.map((m) => {
    const key = listingKey(m.listing);
    seen ||= key !== '';
    return key || (seen ? REMOVED : '');
  });
  const changes = new Map<number, ConversationListing | null>();
  if (new Set([...keys, listingKey(current)].filter(Boolean)).size < 2) return changes;
  keys.forEach((key, i) => {
    if (key && key !== keys[i - 1]) changes.set(i, messages[i]!.listing);
  });
  return changes;
}

/** The other person's messages can be reported (issue 12), unless SpaceShare already removed them. */
const isReportable = (m: Message, myId: string) => m.userId !== myId && !m._id.startsWith(TEMP_ID_PREFIX) && m.desc !== MESSAGES.messageRemoved;

const ROVING_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowUp: (i) => Math.max(i - 1, 0),
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The messages' Report buttons are one stop of the Tab key, not one per message received (decision
 * 2314): the latest one, or the one last used, takes Tab; the arrow keys, Home and End move between
 * them (a roving tabindex, as in WAI-ARIA's toolbar pattern).
 */
function useRovingReports(messages: Message[], myId: string) {
  const [chosen, setChosen] = useState<string | null>(null);
  const ids = messages.filter((m) => isReportable(m, myId)).map((m) => m._id);
  const current = chosen && ids.includes(chosen) ? chosen : ids.at(-1);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const move = ROVING_KEYS[e.key];
    if (!move) return;
    e.preventDefault();
    const buttons = [...(e.currentTarget.closest('ol')?.querySelectorAll<HTMLButtonElement>('button[data-report]') ?? [])];
    buttons[move(buttons.indexOf(e.currentTarget), buttons.length)]?.focus();
  };
  return { current, choose: setChosen, onKeyDown };
}

/** Whether sends can go: a message sent while offline waits, shown dimmed, and goes once online. */
function useOnline() {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * The thread, oldest first, in its own scroll area: a labelled, focusable `log` (new messages are
 * announced politely), with a day separator ('Today', 'Yesterday', a date) where the day changes and,
 * in a thread about several listings, 'About the gig: …' where the listing changes. It
 * glides to the bottom whenever the messages (or the typing indicators in `footer`) change; the first
 * paint, and every scroll under reduced motion, jumps there without animation.
 */
export function MessageList({ messages, myId, now, current = null, footer, children }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const painted = useRef(false);
  const last = messages[messages.length - 1];
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const changes = listingChanges(messages, current);
  const online = useOnline();
  const reports = useRovingReports(messages, myId);
  const hintId = useId();
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
              {changes.has(i) && <PartListing listing={changes.get(i) ?? null} />}
              <MessageItem
                message={m}
                own={m.userId === myId}
                offline={!online}
                report={
                  isReportable(m, myId)
                    ? { tabbable: m._id === reports.current, hintId, onFocus: () => reports.choose(m._id), onKeyDown: reports.onKeyDown, onReport: setReporting }
                    : null
                }
              />
            </Fragment>
          ))}
        </ol>
        {footer}
        <span id={hintId} hidden>
          Up and down arrows: the other messages&apos; Report buttons.
        </span>
      </div>
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </>
  );
}

/** Above a part of the thread: the listing it is about, or that its listing is gone. */
function PartListing({ listing }: { listing: ConversationListing | null }) {
  return (
    <li className={styles.listing}>
      {listing ? (
        <ListingAbout listing={listing} className={styles.listingPill} testId="message-listing" />
      ) : (
        <p className={styles.listingPill} data-testid="message-listing">
          About a listing that is no longer available
        </p>
      )}
    </li>
  );
}

/** A received message's Report button, one of a roving set (`tabbable`: the one Tab reaches). */
type ReportProps = {
  tabbable: boolean;
  hintId: string;
  onFocus: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void;
  onReport: (target: ReportTarget) => void;
};
type ItemProps = { message: Message; own: boolean; offline: boolean; report: ReportProps | null };

function MessageItem({ message: m, own, offline, report }: ItemProps) {
  const pending = m._id.startsWith(TEMP_ID_PREFIX);
  // Sent while offline: it waits for the connection (the send is paused), and says so.
  const waiting = pending && offline;
  return (
    <li className={`${styles.item} ${own ? styles.own : styles.theirs} ${pending ? styles.pending : ''} ${waiting ? styles.queued : ''}`} data-testid="message" data-own={own}>
      <div className={styles.bubble}>
        <p className={styles.text}>{m.desc}</p>
        <time className={styles.time} dateTime={m.createdAt} title={formatDateTime(m.createdAt)}>
          {clockTime(m.createdAt)}
          {pending && !waiting && <span className="visually-hidden"> (sending)</span>}
        </time>
      </div>
      {/* Under the dimmed bubble, on the thread's background: readable, where the bubble's text is faded. */}
      {waiting && (
        <p className={styles.waiting} data-testid="message-waiting">
          {MESSAGES.messageWaiting}
        </p>
      )}
      {report && (
        <button
          type="button"
          className={styles.report}
          data-report
          tabIndex={report.tabbable ? 0 : -1}
          onFocus={report.onFocus}
          onKeyDown={report.onKeyDown}
          onClick={() => report.onReport({ targetType: 'message', targetId: m._id })}
          aria-label={`Report message sent at ${clockTime(m.createdAt)}`}
          aria-describedby={report.hintId}
        >
          Report
        </button>
      )}
    </li>
  );
}
