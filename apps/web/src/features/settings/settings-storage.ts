import { parseSettings, type Settings } from '@spaceshare/shared/settings';

/** The browser's copy of the settings (spec §3): the page starts from it and works from it offline. */
export const SETTINGS_KEY = 'userSettings';

export function loadSettings(): Settings {
  try {
    const raw = localStorage.getItem(SETTINGS_KEY);
    return parseSettings(raw ? JSON.parse(raw) : {});
  } catch {
    return parseSettings({});
  }
}

export function storeSettings(settings: Settings): void {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

/**
 * Changes not saved yet, kept for this tab and its signed-in user (decision 1801; `null` when
 * signed out): leaving the page by a link and coming back finds them still there, marked unsaved,
 * instead of silently lost. Another account signing in on this tab starts from its own settings.
 */
export const SETTINGS_DRAFT_KEY = 'userSettingsDraft';

const draftKey = (userId: string | null) => `${SETTINGS_DRAFT_KEY}:${userId ?? 'signed-out'}`;

export function loadDraft(userId: string | null): Settings | null {
  try {
    const raw = sessionStorage.getItem(draftKey(userId));
    return raw ? parseSettings(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function storeDraft(userId: string | null, settings: Settings | null): void {
  try {
    if (settings) sessionStorage.setItem(draftKey(userId), JSON.stringify(settings));
    else sessionStorage.removeItem(draftKey(userId));
  } catch {
    // Storage full or disabled: the draft lives as long as the page.
  }
}
