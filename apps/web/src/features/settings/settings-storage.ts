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
 * Changes not saved yet, kept for this tab (decision 1801): leaving the page by a link and coming
 * back finds them still there, marked unsaved, instead of silently lost.
 */
export const SETTINGS_DRAFT_KEY = 'userSettingsDraft';

export function loadDraft(): Settings | null {
  try {
    const raw = sessionStorage.getItem(SETTINGS_DRAFT_KEY);
    return raw ? parseSettings(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function storeDraft(settings: Settings | null): void {
  try {
    if (settings) sessionStorage.setItem(SETTINGS_DRAFT_KEY, JSON.stringify(settings));
    else sessionStorage.removeItem(SETTINGS_DRAFT_KEY);
  } catch {
    // Storage full or disabled: the draft lives as long as the page.
  }
}
