import { afterEach, describe, expect, it } from 'vitest';
import { parseSettings } from '@spaceshare/shared/settings';
import { loadDraft, storeDraft } from './settings-storage';

// Unsaved settings are kept for the tab, per person (decision 1801).
describe('settings drafts', () => {
  afterEach(() => sessionStorage.clear());
  const changed = { ...parseSettings({}), marketingEmails: true };

  it('gives the draft back to the person who left it', () => {
    storeDraft('alice', changed);
    expect(loadDraft('alice')).toEqual(changed);
  });

  it('never shows one person’s draft to another signing in on the same tab, nor to nobody', () => {
    storeDraft('alice', changed);
    expect(loadDraft('bob')).toBeNull();
    expect(loadDraft(null)).toBeNull();
  });

  it('forgets a draft that is saved or undone', () => {
    storeDraft(null, changed);
    expect(loadDraft(null)).toEqual(changed);
    storeDraft(null, null);
    expect(loadDraft(null)).toBeNull();
  });
});
