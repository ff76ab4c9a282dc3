import { noteServedBuild } from './app-build';
import { clearCurrentUser, getCurrentUser } from './current-user';
import { markSessionEnded, sessionEndedNotice } from './session-ended';

/** All calls go to /api on our own host, with cookies, JSON by default (spec §7). */
export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export type ApiResponse<T> = { data: T; headers: Headers };

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = { ...options.headers };
  if (!isForm && options.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: isForm ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: please check your connection and try again.');
  }
  noteServedBuild(res.headers);
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const message = serverWords(data) || res.statusText || 'Request failed';
    // A session that ended on the server (expired, signed out elsewhere) signs the browser out too.
    if (res.status === 401 && !path.startsWith('/auth/')) sessionEndedOnServer(message);
    throw new ApiError(res.status, message, data);
  }
  return { data: data as T, headers: res.headers };
}

/**
 * The server answered 401 to a tab that believed it was signed in: it signs out and is sent to sign
 * in, which says why (decision 2109; a password change says so, 2311). The mark goes first so the sign-in page a guard sends the tab
 * to already sees it.
 */
export function sessionEndedOnServer(serverMessage?: string) {
  if (!getCurrentUser()) return;
  markSessionEnded(sessionEndedNotice(serverMessage));
  clearCurrentUser();
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** What the server itself said in an error body: its `message` field, else a plain-text body (a proxy's). */
function serverWords(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  return typeof body === 'string' && body.trim() ? body : '';
}

/**
 * The one way a failed call becomes what the user reads (spec §8): the server's own words; for a call
 * that never got an answer (offline, an error thrown on the way) its own message; else the fallback.
 * `serverOnly` skips the middle step, for the messages the spec words as "server message or ...".
 */
export function errorMessage(err: unknown, fallback: string, { serverOnly = false } = {}): string {
  if (err instanceof ApiError && err.status !== 0) return serverWords(err.body) || fallback;
  if (serverOnly || !(err instanceof Error)) return fallback;
  return err.message || fallback;
}

