/**
 * JSON kept in the browser's storage, for what the page can live without (drafts): storage that is
 * disabled (the getter itself throws), full, or holding text that is not JSON is no error, only
 * nothing kept.
 */
export type StorageArea = 'localStorage' | 'sessionStorage';

/** The value under `key`, or null when there is none or it cannot be read. */
export function readStoredJson(area: StorageArea, key: string): unknown {
  try {
    const raw = window[area].getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Keeps `text` (already JSON) under `key`, or removes it when null. False when the storage refused. */
export function writeStoredText(area: StorageArea, key: string, text: string | null): boolean {
  try {
    if (text === null) window[area].removeItem(key);
    else window[area].setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Keeps `value` as JSON under `key`, or removes it when null. False when the storage refused. */
export function writeStoredJson(area: StorageArea, key: string, value: unknown): boolean {
  return writeStoredText(area, key, value === null ? null : JSON.stringify(value));
}

/** The keys of `area` that start with `prefix` (none when the storage cannot be read). */
export function storedKeys(area: StorageArea, prefix: string): string[] {
  try {
    const storage = window[area];
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}
