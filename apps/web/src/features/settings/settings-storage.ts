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
