import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';

/**
 * Checks a picked avatar file before upload (spec §5): images only, at most 5 MB.
 * Takes the two File properties it needs so the server can run it on upload metadata too.
 */
export function imageFileError(
  file: { type: string; size: number },
  maxBytes: number = LIMITS.AVATAR_MAX_BYTES,
): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.selectImage;
  if (file.size > maxBytes) return MESSAGES.imageTooLarge;
  return null;
}
