import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Message } from '@spaceshare/shared/schemas/message';
import { ReportDialog, type ReportTarget } from '@/components/report-button';
import { TEMP_ID_PREFIX } from '@/lib/live-cache';
import { clockTime } from '../format-time';
import styles from './message-list.module.css';

type Props = { messages: Message[]; myId: string; footer?: ReactNode; children?: ReactNode };

/**
 * The thread, oldest first, in its own scroll area. It glides to the bottom whenever the messages
 * (or the typing indicators in `footer`) change; the first paint jumps there without animation.
 */
export function MessageList({ messages, myId, footer, children }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const painted = useRef(false);
  const last = messages[messages.length - 1];
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior: painted.current ? 'smooth' : 'auto' });
    painted.current = true;
  }, [messages.length, last?._id, footer]);

  return (
    <div ref={scroller} className={styles.scroller} role="region" tabIndex={0} aria-label="Messages">
      {children}
      <ol className="stack-list" aria-live="polite" aria-relevant="additions">
        {messages.map((m) => {
          const own = m.userId === myId;
          const pending = m._id.startsWith(TEMP_ID_PREFIX);
          // The other person's messages can be reported (issue 12), unless SpaceShare already removed them.
          const reportable = !own && !pending && m.desc !== MESSAGES.messageRemoved;
          return (
            <li
              key={m._id}
              className={`${styles.item} ${own ? styles.own : styles.theirs} ${pending ? styles.pending : ''}`}
              data-testid="message"
              data-own={own}
            >
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
                  onClick={() => setReporting({ targetType: 'message', targetId: m._id })}
                  aria-label={`Report message sent at ${clockTime(m.createdAt)}`}
                >
                  Report
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {footer}
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
