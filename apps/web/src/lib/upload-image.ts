import { selectImage } from '@spaceshare/shared/messages/images';
import { imageFileError } from '@spaceshare/shared/rules/image-file';
import { api } from './api-client';

// Types the server takes that browsers other than Safari cannot draw: not refused for that.
const UNDRAWABLE = /^image\/(heic|heif)/;

/**
 * Why a chosen picture cannot be a profile picture, or null: the type and size the browser reports
 * (shared `imageFileError`), then whether its bytes draw as a picture, so a renamed text file is
 * refused when chosen rather than by the upload (decision 2312). The server checks the bytes again.
 */
export async function chosenImageError(file: File): Promise<string | null> {
  const problem = imageFileError(file);
  if (problem) return problem;
  if (typeof createImageBitmap !== 'function' || UNDRAWABLE.test(file.type)) return null;
  try {
    (await createImageBitmap(file)).close();
    return null;
  } catch {
    return selectImage;
  }
}

/** Uploads a picture through POST /api/uploads and returns its URL ('/api/uploads/<id>'). */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await api<{ url: string }>('/uploads', { method: 'POST', body: form, signal });
  return url;
}
