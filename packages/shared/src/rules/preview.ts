import { LIMITS } from '../constants.js';

/**
 * Conversation preview: the text as is up to `max` characters, else its first `max` characters and
 * '...'. Counts code points so an emoji is never cut in half.
 */
export function preview(text: string | null | undefined, max: number = LIMITS.PREVIEW_LENGTH): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}...`;
}
