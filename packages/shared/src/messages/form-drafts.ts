import { FORM_DRAFT_DAYS } from '../constants.js';

// Drafts of the listing and request forms, kept on the device while they are typed (decision 2440).
export const discardDraft = 'Discard draft';
export const draftDiscarded = 'Draft discarded.';
/** `when`: the draft's date and time; `done`: what the form has not done with it yet ('saved', 'sent'). */
export const draftRestored = (when: string, done: string) => `Draft restored: what you typed on ${when} is back. It is not ${done} yet.`;
export const draftOutdated = (noun: string, when: string) =>
  `Your draft of ${when} was dropped: this ${noun} changed after it. The form shows the ${noun} as it is now.`;
// Leaving an edited listing form by a link of the site while its draft is kept (decisions 2312, 2441).
export const listingLeaveDraftKept = `This listing is not saved yet. What you typed stays on this device as a draft for ${FORM_DRAFT_DAYS} days. Leave this page?`;
