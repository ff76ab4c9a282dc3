import { imageFileError } from '@spaceshare/shared/rules/image-file';
import { api } from './api-client';

export { imageFileError };

/** True when the browser reports an image type (the server checks the bytes again). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** Uploads a picture through POST /api/uploads and returns its URL ('/api/uploads/<id>'). */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await api<{ url: string }>('/uploads', { method: 'POST', body: form, signal });
  return url;
}
