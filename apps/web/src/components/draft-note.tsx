import { discardDraft, draftDiscarded, draftOutdated, draftRestored } from '@spaceshare/shared/messages/form-drafts';
import { formatDateTime } from '@/lib/format';
import type { DraftNotice } from '@/lib/use-form-draft';
import styles from './draft-note.module.css';

/**
 * What a form says about its draft (decision 2440), above its fields: one restored, with 'Discard
 * draft'; one dropped because the listing changed since. Once discarded the line stays, saying so, so
 * nothing below it moves. The focus stays on the line, where the button was.
 */
export function DraftNote({ notice, noun, done, onDiscard }: { notice: DraftNotice; noun: string; done: string; onDiscard(): void }) {
  if (!notice) return null;
  const when = notice.state === 'discarded' ? '' : formatDateTime(new Date(notice.savedAt).toISOString());
  return (
    <div className={styles.note} role="status" data-testid="draft-note" tabIndex={-1}>
      {notice.state === 'restored' && (
        <>
          <p>{draftRestored(when, done)}</p>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={(e) => {
              // The button goes with the draft: the line it stood on keeps the focus.
              const line = e.currentTarget.parentElement;
              onDiscard();
              line?.focus();
            }}
          >
            {discardDraft}
          </button>
        </>
      )}
      {notice.state === 'outdated' && <p>{draftOutdated(noun, when)}</p>}
      {notice.state === 'discarded' && <p>{draftDiscarded}</p>}
    </div>
  );
}
