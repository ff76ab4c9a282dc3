import { useEffect, useEffectEvent, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { getCurrentUser, useCurrentUser } from './current-user';
import { dropFormDraft, keepFormDraft, openFormDraft, type DraftPlace } from './form-drafts';

/** How long typing pauses before the draft is written. */
const DRAFT_DELAY_MS = 400;

/** What the form says about its draft (DraftNote): one it restored, one it dropped, one discarded. */
export type DraftNotice = { state: 'restored' | 'outdated'; savedAt: number } | { state: 'discarded' } | null;

export type FormDraft = {
  notice: DraftNotice;
  /** Whether what is typed is kept on this device (false: no draft asked for, or the storage refused it). */
  kept: boolean;
  /** 'Discard draft': the form goes back to what it opened with, and nothing is kept. */
  discard(): void;
  /** Saved or sent: the draft goes, and nothing typed afterwards (the page is leaving) is kept. */
  finish(): void;
};

/**
 * A form's values, kept as a draft while they are typed (lib/form-drafts.ts) and restored when the
 * form opens again. `draft` names the form (`gig:new`, `gig:<id>`) and, for an edit form, the
 * listing's version; without it, or signed out, this is plain state. The draft is written a moment
 * after typing stops, and at once when the page goes (Back in the app unmounts the form; a phone
 * closing the tab hides the page first).
 */
export function useFormDraft<V extends object>(
  draft: { form: string; version?: string } | undefined,
  defaults: Readonly<V>,
): [V, Dispatch<SetStateAction<V>>, FormDraft] {
  const { user } = useCurrentUser();
  // The place is the one the form opened with: a listing that changes while it is open keeps the
  // draft under the version its values started from, which the next opening then finds outdated.
  const [place] = useState<DraftPlace | null>(() => (draft && user ? { userId: user._id, form: draft.form, version: draft.version } : null));
  const [opened] = useState(() => (place ? openFormDraft(place, defaults) : { state: 'none' as const, values: { ...defaults } }));
  const [values, setValues] = useState<V>(opened.values);
  const [notice, setNotice] = useState<DraftNotice>(opened.state === 'none' ? null : { state: opened.state, savedAt: opened.savedAt });
  const [kept, setKept] = useState(place !== null);
  const finished = useRef(false);
  const pending = useRef(false);
  const start = useRef(defaults);
  start.current = defaults;

  // Written only while its owner is still the one signed in: a sign-out drops the drafts, then
  // unmounts the form, whose last write must not bring them back.
  const write = useEffectEvent(() => {
    if (!place || !pending.current || finished.current) return;
    pending.current = false;
    if (getCurrentUser()?._id !== place.userId) return;
    setKept(keepFormDraft(place, start.current, values));
  });

  // The values the stored draft already holds: the form opening (or discarding) writes nothing.
  const stored = useRef(values);
  useEffect(() => {
    if (!place || values === stored.current) return;
    stored.current = values;
    pending.current = true;
    const timer = window.setTimeout(write, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, place]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onHide);
      write();
    };
  }, []);

  const discard = () => {
    if (place) dropFormDraft(place);
    pending.current = false;
    stored.current = { ...start.current };
    setValues(stored.current);
    setNotice({ state: 'discarded' });
  };
  const finish = () => {
    finished.current = true;
    if (place) dropFormDraft(place);
  };
  return [values, setValues, { notice, kept, discard, finish }];
}
