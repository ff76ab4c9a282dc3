import { parseSettings, type Settings } from '@spaceshare/shared/settings';

/** Settings stay in this browser only (spec §3); nothing is sent to the server. */
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
