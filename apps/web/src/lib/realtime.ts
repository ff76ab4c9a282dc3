import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { TIMINGS, WS_CLOSE } from '@spaceshare/shared/constants';
import type { LiveClientFrame, LiveEvent, LiveEventOf, LiveEventType } from '@spaceshare/shared/schemas/live-event';
import { ApiError, api, sessionEndedOnServer } from './api-client';
import { getCurrentUser, useCurrentUser } from './current-user';
import { applyLiveEvent, forgetLiveData, resync } from './live-cache';

/**
 * One WebSocket per tab to /api/ws (same origin; the session cookie authenticates it). It is open
 * while a signed-in user has at least one live screen mounted (the navbar's unread badge is one on
 * every page), closes on sign-out, and reconnects with exponential backoff. Incoming events patch
 * the TanStack Query caches so lists and threads update without a reload; screens can also
 * subscribe to events (typing) with `useRealtimeEvent`.
 */

type Handler = (event: LiveEvent) => void;

const RECONNECT_FAST_ATTEMPTS = 12;
const RECONNECT_MAX_MS = 30_000;

/**
 * The longest wait before each reconnect attempt (decision 2201). A server restart takes a few
 * seconds, so the first dozen attempts come at most 3 s apart: a tab is back within 3 s of the
 * server, not after a doubling that had reached 8 or 16 s. Only a server still down after about half
 * a minute gets the slower doublings up to 30 s. Each wait is jittered between half and all of it.
 */
export function reconnectCeilingMs(attempt: number): number {
  if (attempt < 2) return 1_000 * (attempt + 1);
  if (attempt < RECONNECT_FAST_ATTEMPTS) return 3_000;
  return Math.min(RECONNECT_MAX_MS, 3_000 * 2 ** (attempt - RECONNECT_FAST_ATTEMPTS + 1));
}
/** Enough attempts to sit at the ceiling. */
const RECONNECT_GIVE_UP_ATTEMPTS = RECONNECT_FAST_ATTEMPTS + 4;

type Status = 'idle' | 'connecting' | 'open' | 'closed';

let socket: WebSocket | null = null;
let socketUserId: string | null = null;
let queryClient: QueryClient | null = null;
let consumers = 0;
let attempts = 0;
let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
let idleCloseTimer: ReturnType<typeof setTimeout> | null = null;
let status: Status = 'idle';
const statusListeners = new Set<() => void>();
const handlers = new Map<LiveEventType, Set<Handler>>();
const lastTypingSent = new Map<string, number>();

type Parse = (data: unknown) => LiveEvent | null;
let parse: Parse | null = null;
let parser: Promise<Parse> | null = null;
/** Frames that arrived before the parser: handled in order once it is here. */
const early: unknown[] = [];

/**
 * The live-event schema, and zod with it, loads only when a signed-in tab opens the socket: a visitor
 * reading a listing never downloads either (issue 13).
 */
export function loadParser(): Promise<Parse> {
  parser ??= import('@spaceshare/shared/schemas/live-event').then(({ liveEventSchema }) => {
    parse = (data) => {
      const event = liveEventSchema.safeParse(data);
      return event.success ? event.data : null;
    };
    return parse;
  });
  return parser;
}

function receive(data: unknown) {
  if (parse) {
    const event = parse(data);
    if (event) handle(event);
    return;
  }
  early.push(data);
  void loadParser().then(() => early.splice(0).forEach(receive));
}

function setStatus(next: Status) {
  if (status === next) return;
  status = next;
  statusListeners.forEach((l) => l());
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/ws`;
}

function clearTimer(timer: ReturnType<typeof setTimeout> | null) {
  if (timer) clearTimeout(timer);
}

function open() {
  const user = getCurrentUser();
  if (!user || typeof WebSocket === 'undefined') return;
  socketUserId = user._id;
  void loadParser();
  let ws: WebSocket;
  try {
    ws = new WebSocket(socketUrl());
  } catch {
    scheduleReconnect();
    return;
  }
  socket = ws;
  setStatus('connecting');
  ws.onopen = () => {
    if (socket !== ws) return;
    attempts = 0;
    setStatus('open');
    // Events sent before the socket was subscribed are lost to it: after a drop, and on the first
    // open too, since the page's first fetches may have answered just before an event the socket
    // was not yet there to hear (a new gig's alert rang no bell until the next reload).
    resync(queryClient);
  };
  ws.onmessage = (e: MessageEvent) => {
    if (socket !== ws || typeof e.data !== 'string') return;
    let data: unknown;
    try {
      data = JSON.parse(e.data);
    } catch {
      return;
    }
    // A frame that is not one of the server's events (an older or newer server, a proxy's noise) is
    // dropped rather than written into the caches.
    receive(data);
  };
  ws.onclose = (e: CloseEvent) => {
    if (socket !== ws) return;
    socket = null;
    setStatus('closed');
    // No session on the server: retrying fast will not help. The tab signs out at once, not at its
    // next navigation, once an API call confirms it (decision 2109).
    if (e.code === WS_CLOSE.SIGNED_OUT) {
      attempts = Math.max(attempts, RECONNECT_GIVE_UP_ATTEMPTS);
      confirmSessionEnded();
    }
    scheduleReconnect();
  };
}

/**
 * Asks the server whether this tab's session is gone (any signed-in call does; its 401 signs the tab
 * out and says why): a close code alone is not proof enough to sign anyone out.
 */
function confirmSessionEnded() {
  const userId = getCurrentUser()?._id;
  if (!userId) return;
  api('/auth/sessions').catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 401 && getCurrentUser()?._id === userId) sessionEndedOnServer(err.message);
  });
}

function scheduleReconnect() {
  if (reconnectTimer || !wanted()) return;
  const ceiling = reconnectCeilingMs(attempts);
  attempts += 1;
  // Jitter spreads reconnects out when a server restart drops every tab at once.
  const delay = ceiling / 2 + Math.random() * (ceiling / 2);
  reconnectTimer = setTimeout(() => {
    reconnectTimer = null;
    if (wanted() && !socket) open();
  }, delay);
}

function close() {
  clearTimer(reconnectTimer);
  reconnectTimer = null;
  const ws = socket;
  socket = null;
  socketUserId = null;
  attempts = 0;
  if (ws) {
    ws.onopen = ws.onmessage = ws.onclose = null;
    try {
      ws.close(1000, 'bye');
    } catch {
      /* already closed */
    }
  }
  setStatus('idle');
}

function wanted(): boolean {
  return consumers > 0 && !!getCurrentUser();
}

/** Brings the socket in line with who is signed in and whether anyone listens. */
function sync() {
  const user = getCurrentUser();
  if (socketUserId && socketUserId !== user?._id) {
    // Signed out, or someone else signed in in this tab: their data must not linger in the cache.
    forgetLiveData(queryClient);
    close();
  }
  if (!wanted()) {
    if (socket || reconnectTimer) close();
    return;
  }
  if (!socket && !reconnectTimer) open();
}

/** Applies an event to the caches, then tells subscribers. */
function handle(event: LiveEvent) {
  if (queryClient) applyLiveEvent(queryClient, event, getCurrentUser()?._id);
  handlers.get(event.type)?.forEach((h) => h(event));
}

/** Listens to one kind of server event; returns the unsubscribe function. */
export function subscribeRealtime<T extends LiveEventType>(
  type: T,
  handler: (event: LiveEventOf<T>) => void,
): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  const h = handler as Handler;
  set.add(h);
  return () => {
    set.delete(h);
  };
}

/**
 * Tells the other participant that I am typing. Throttled per conversation to one event per
 * TYPING_MS, so a fast typist sends about one event a second. Returns whether it was sent.
 */
export function sendTyping(conversationId: string): boolean {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  const now = Date.now();
  if (now - (lastTypingSent.get(conversationId) ?? 0) < TIMINGS.TYPING_MS) return false;
  lastTypingSent.set(conversationId, now);
  const frame: LiveClientFrame = { type: 'typing', conversationId };
  socket.send(JSON.stringify(frame));
  return true;
}

/** Keeps the tab's socket open while the calling component is mounted and a user is signed in. */
export function useRealtime() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  useEffect(() => {
    queryClient = qc;
    consumers += 1;
    clearTimer(idleCloseTimer);
    idleCloseTimer = null;
    sync();
    return () => {
      consumers -= 1;
      // Deferred, so a remount (StrictMode, a route change) keeps the same connection.
      clearTimer(idleCloseTimer);
      idleCloseTimer = setTimeout(() => {
        idleCloseTimer = null;
        sync();
      }, 0);
    };
  }, [qc]);
  const userId = user?._id;
  useEffect(() => {
    sync();
  }, [userId]);
}

/** Calls `handler` for each event of `type` while mounted (the latest handler, without resubscribing). */
export function useRealtimeEvent<T extends LiveEventType>(type: T, handler: (event: LiveEventOf<T>) => void) {
  useRealtime();
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => subscribeRealtime(type, (e) => ref.current(e)), [type]);
}

function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/** Whether the socket is open now: screens poll as a fallback while it is not. */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(subscribeStatus, () => status === 'open', () => false);
}

/**
 * Whether the socket has been lost (dropped, or failing to connect) for `afterMs` and is not back:
 * a thread says so rather than look live while it is not. A first connection still opening is not
 * lost, and a drop that heals within `afterMs` says nothing.
 */
export function useRealtimeLost(afterMs = 2_000): boolean {
  const down = useSyncExternalStore(subscribeStatus, () => status === 'closed' || (status === 'connecting' && attempts > 0), () => false);
  const [lost, setLost] = useState(false);
  useEffect(() => {
    if (!down) {
      setLost(false);
      return;
    }
    const timer = setTimeout(() => setLost(true), afterMs);
    return () => clearTimeout(timer);
  }, [down, afterMs]);
  return down && lost;
}

/** Tries at once instead of waiting out the backoff. */
function reconnectNow() {
  if (!wanted() || socket) return;
  clearTimer(reconnectTimer);
  reconnectTimer = null;
  attempts = 0;
  open();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', reconnectNow);
  // A person coming back to the tab should not wait for a timer the browser may have throttled
  // while it was hidden.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && reconnectTimer) reconnectNow();
  });
}
