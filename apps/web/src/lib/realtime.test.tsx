import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import type { Message } from '@spaceshare/shared/schemas/message';
import type { Order } from '@spaceshare/shared/schemas/order';
import { browserShowing, forgetBrowser } from '@/test/device-notifications';
import { testBookingRequest, testOrder, testUser } from '@/test/factories';
import { clearCurrentUser, getCurrentUser, setCurrentUser } from './current-user';
import { conversationsQueryKey, interestedQueryKey, messagesQueryKey, notificationsQueryKey, ordersQueryKey } from './live-query-keys';
import { TEMP_ID_PREFIX } from './live-cache';
import { loadParser, reconnectCeilingMs, sendTyping, subscribeRealtime, useRealtime, useRealtimeLost } from './realtime';
import { takeSessionEnded } from './session-ended';
import { MESSAGES } from '@spaceshare/shared/messages';

// The browser's WebSocket is the one thing replaced here: a stand-in that records what the module
// does with it and lets the test play the server.
class FakeSocket {
  static instances: FakeSocket[] = [];
  static readonly OPEN = 1;
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSends(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  serverCloses(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const me = 'a'.repeat(24);
const other = 'b'.repeat(24);
const conversationId = other + me;

const user = testUser({ _id: me });

const message = (over: Partial<Message>): Message => ({
  _id: 'c'.repeat(24),
  conversationId,
  userId: other,
  desc: 'hello',
  createdAt: '2026-01-01T10:00:00.000Z',
  listing: null,
  ...over,
});

const conversation = (over: Partial<Conversation>): Conversation => ({
  id: conversationId,
  sellerId: other,
  buyerId: me,
  readBySeller: true,
  readByBuyer: false,
  lastMessage: 'hello',
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  otherUser: { _id: other, username: 'kofi', img: '', country: 'China' },
  listing: null,
  ...over,
});

const order = (over: Partial<Order>): Order =>
  testOrder({
    _id: '1'.repeat(24),
    price: 10,
    priceRMB: 70,
    createdAt: '2026-01-01T00:00:00.000Z',
    sellerId: other,
    buyerId: me,
    listingId: '2'.repeat(24),
    otherUser: { _id: other, username: 'kofi', img: '', country: 'China' },
    ...over,
  });

function Live() {
  useRealtime();
  return null;
}

function mount(queryClient: QueryClient) {
  return render(
    <QueryClientProvider client={queryClient}>
      <Live />
    </QueryClientProvider>,
  );
}

const latest = () => FakeSocket.instances[FakeSocket.instances.length - 1]!;

describe('realtime socket', () => {
  let queryClient: QueryClient;

  // The event schema loads with the first socket; these tests deliver frames at once.
  beforeAll(() => loadParser());

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    localStorage.clear();
    queryClient = new QueryClient();
  });

  afterEach(() => {
    cleanup();
    act(() => clearCurrentUser());
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays closed for visitors and opens one same-origin socket when signed in', () => {
    mount(queryClient);
    expect(FakeSocket.instances).toHaveLength(0);
    act(() => setCurrentUser(user));
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().url).toBe(`ws://${window.location.host}/api/ws`);
  });

  it('puts live messages into the thread, replacing my optimistic copy instead of doubling it', () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    act(() => latest().serverOpens());
    const temp = message({ _id: `${TEMP_ID_PREFIX}1`, userId: me, desc: 'on my way' });
    queryClient.setQueryData(messagesQueryKey(conversationId), [message({}), temp]);

    const mine = message({ _id: 'd'.repeat(24), userId: me, desc: 'on my way' });
    act(() => latest().serverSends({ type: 'message', conversationId, message: mine }));
    const theirs = message({ _id: 'e'.repeat(24), desc: 'great' });
    act(() => latest().serverSends({ type: 'message', conversationId, message: theirs }));
    act(() => latest().serverSends({ type: 'message', conversationId, message: theirs }));

    const ids = queryClient.getQueryData<Message[]>(messagesQueryKey(conversationId))!.map((m) => m._id);
    expect(ids).toEqual(['c'.repeat(24), 'd'.repeat(24), 'e'.repeat(24)]);
  });

  it('upserts conversations newest first and orders by id', () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    act(() => latest().serverOpens());
    const older = conversation({ id: 'f'.repeat(48), updatedAt: '2026-01-01T08:00:00.000Z' });
    queryClient.setQueryData(conversationsQueryKey, [older, conversation({ lastMessage: 'old' })]);
    queryClient.setQueryData(ordersQueryKey, [order({})]);

    const fresh = conversation({ lastMessage: 'new', updatedAt: '2026-01-01T11:00:00.000Z' });
    act(() => latest().serverSends({ type: 'conversation', conversation: fresh }));
    act(() => latest().serverSends({ type: 'order', order: order({ status: 'completed' }) }));

    const list = queryClient.getQueryData<Conversation[]>(conversationsQueryKey)!;
    expect(list.map((c) => c.lastMessage)).toEqual(['new', older.lastMessage]);
    expect(queryClient.getQueryData<Order[]>(ordersQueryKey)).toEqual([order({ status: 'completed' })]);
  });

  it('closes what this device shows of a conversation read on any of my devices, and everything once nothing is unread', async () => {
    const browser = browserShowing([`/message/${conversationId}`, '/message/other', 'subject:r1']);
    try {
      act(() => setCurrentUser(user));
      mount(queryClient);
      act(() => latest().serverOpens());
      const settle = async () => {
        for (let i = 0; i < 10; i++) await Promise.resolve();
      };
      // A new message: my side (the buyer's) unread, nothing closes.
      act(() => latest().serverSends({ type: 'conversation', conversation: conversation({ readByBuyer: false, readBySeller: true }) }));
      await settle();
      expect(browser.closed()).toEqual([]);
      // Read on my other device: its notification here goes, the others stay.
      act(() => latest().serverSends({ type: 'conversation', conversation: conversation({ readByBuyer: true, readBySeller: false }) }));
      await settle();
      expect(browser.closed()).toEqual([`/message/${conversationId}`]);
      act(() => latest().serverSends({ type: 'notifications-read', unread: 2 }));
      await settle();
      expect(browser.closed()).toHaveLength(1);
      act(() => latest().serverSends({ type: 'notifications-read', unread: 0 }));
      await settle();
      expect(browser.closed()).toHaveLength(3);
    } finally {
      forgetBrowser();
    }
  });

  it("refetches a listing's interested list when an offer is made or withdrawn, or a request changes, and only that listing's", async () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    await act(async () => latest().serverOpens());
    const gigId = '4'.repeat(24);
    const otherGig = '5'.repeat(24);
    const fetched: string[] = [];
    const watch = (id: string) =>
      new QueryObserver(queryClient, {
        queryKey: interestedQueryKey('gigs', id),
        queryFn: () => {
          fetched.push(id);
          return { interested: false, interestedCount: fetched.length, interestedUsers: [] };
        },
        staleTime: 30_000,
      }).subscribe(() => {});
    const stops = [watch(gigId), watch(otherGig)];
    await act(async () => vi.runOnlyPendingTimersAsync());
    expect(fetched).toEqual([gigId, otherGig]);

    // An offer made or withdrawn.
    await act(async () => latest().serverSends({ type: 'interest', listingType: 'gig', listingId: gigId }));
    await act(async () => vi.runOnlyPendingTimersAsync());
    expect(fetched).toEqual([gigId, otherGig, gigId]);

    // A notification, even about an offer, leaves the lists alone: its own event came with it.
    const notification = { _id: '3'.repeat(24), type: 'interest', text: 'ama is interested in "Guangzhou to Accra"', link: `/gig/${gigId}`, read: false, createdAt: '2026-01-01T10:00:00.000Z' };
    await act(async () => latest().serverSends({ type: 'notification', notification, unread: 1 }));
    await act(async () => vi.runOnlyPendingTimersAsync());
    expect(fetched).toEqual([gigId, otherGig, gigId]);

    // A request registers interest, and a declined or withdrawn one ends it.
    await act(async () => latest().serverSends({ type: 'request', request: testBookingRequest({ listingId: otherGig, status: 'declined' }) }));
    await act(async () => vi.runOnlyPendingTimersAsync());
    expect(fetched).toEqual([gigId, otherGig, gigId, otherGig]);
    stops.forEach((stop) => stop());
  });

  it('drops frames that are not one of the live events', () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    act(() => latest().serverOpens());
    queryClient.setQueryData(ordersQueryKey, [order({})]);
    const seen: string[] = [];
    const stop = subscribeRealtime('typing', (e) => seen.push(e.userId));

    act(() => latest().serverSends({ type: 'order', order: { _id: '1'.repeat(24), status: 'completed' } }));
    act(() => latest().serverSends({ type: 'typing', conversationId }));
    act(() => latest().serverSends({ type: 'unknown' }));
    stop();

    expect(queryClient.getQueryData<Order[]>(ordersQueryKey)).toEqual([order({})]);
    expect(seen).toEqual([]);
  });

  it('hands typing events to subscribers and throttles what it sends', () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    act(() => latest().serverOpens());
    const seen: string[] = [];
    const stop = subscribeRealtime('typing', (e) => seen.push(e.userId));
    act(() => latest().serverSends({ type: 'typing', conversationId, userId: other }));
    stop();
    act(() => latest().serverSends({ type: 'typing', conversationId, userId: other }));
    expect(seen).toEqual([other]);

    expect(sendTyping(conversationId)).toBe(true);
    expect(sendTyping(conversationId)).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(sendTyping(conversationId)).toBe(true);
    expect(latest().sent.map((s) => JSON.parse(s))).toEqual([
      { type: 'typing', conversationId },
      { type: 'typing', conversationId },
    ]);
  });

  it('fetches the live data again when the socket first opens: an event sent between the page\'s fetch and the socket is not lost', async () => {
    act(() => setCurrentUser(user));
    queryClient.setQueryData([...notificationsQueryKey, 'bell'], { unread: 0 });
    mount(queryClient);
    expect(queryClient.getQueryState([...notificationsQueryKey, 'bell'])?.isInvalidated).toBe(false);
    await act(async () => latest().serverOpens());
    expect(queryClient.getQueryState([...notificationsQueryKey, 'bell'])?.isInvalidated).toBe(true);
  });

  /**
   * A query whose fetches are held until the test answers them: `answers[i]` resolves the i-th.
   * `stop` ends the observer.
   */
  function heldQuery<T>(key: readonly unknown[]) {
    const answers: Array<(value: T) => void> = [];
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: () => new Promise<T>((resolve) => answers.push(resolve)) });
    const stop = observer.subscribe(() => {});
    return { answers, stop };
  }

  /** The bell's query, held (above). */
  function heldBell() {
    const key = [...notificationsQueryKey, 'bell'];
    const { answers, stop } = heldQuery<{ unread: number }>(key);
    /** The first fetch answers what it read before the change, the second what is there now. */
    const answerStaleThenFresh = () =>
      act(async () => {
        answers[0]!({ unread: 0 });
        answers[1]!({ unread: 1 });
      });
    return { answers, key, stop, answerStaleThenFresh };
  }

  it('starts a first fetch still in flight again when the socket opens, and keeps the later answer', async () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    // The page's first fetch leaves before the socket is open and answers after it.
    const bell = heldBell();
    expect(bell.answers).toHaveLength(1);
    await act(async () => latest().serverOpens());
    expect(bell.answers).toHaveLength(2);
    await bell.answerStaleThenFresh();
    expect(queryClient.getQueryData(bell.key)).toEqual({ unread: 1 });
    bell.stop();
  });

  it('starts a first fetch still in flight again when an event says its data changed, and keeps the later answer', async () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    await act(async () => latest().serverOpens());
    // The bell's first fetch leaves, the alert's notification is written, its event arrives, then the
    // fetch answers with what it read before the write.
    const bell = heldBell();
    expect(bell.answers).toHaveLength(1);
    await act(async () =>
      latest().serverSends({
        type: 'notification',
        notification: { _id: '3'.repeat(24), type: 'route_alert', text: 'New gig on your route', link: `/gig/${'4'.repeat(24)}`, read: false, createdAt: '2026-01-01T10:00:00.000Z' },
        unread: 1,
      }),
    );
    expect(bell.answers).toHaveLength(2);
    await bell.answerStaleThenFresh();
    expect(queryClient.getQueryData(bell.key)).toEqual({ unread: 1 });
    bell.stop();
  });

  it("fetches a thread again when the other person's message arrives while the thread is being fetched, and keeps the later answer", async () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    await act(async () => latest().serverOpens());
    // The thread opens (or refetches on focus); the message is written and its event arrives before
    // the fetch answers with what it read before the write.
    const thread = heldQuery<Message[]>(messagesQueryKey(conversationId));
    expect(thread.answers).toHaveLength(1);
    const first = message({ desc: 'is there space to Accra?' });
    await act(async () => latest().serverSends({ type: 'message', conversationId, message: first }));
    expect(thread.answers).toHaveLength(2);
    await act(async () => {
      thread.answers[0]!([]);
      thread.answers[1]!([first]);
    });
    expect(queryClient.getQueryData(messagesQueryKey(conversationId))).toEqual([first]);
    thread.stop();
  });

  it('patches the conversation list from the conversation event, or fetches it again when a fetch is in flight', async () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    await act(async () => latest().serverOpens());
    const list = heldQuery<Conversation[]>(conversationsQueryKey);
    await act(async () => list.answers[0]!([]));
    // A message alone fetches nothing: the conversation event sent with it carries the list's card.
    await act(async () => latest().serverSends({ type: 'message', conversationId, message: message({}) }));
    expect(list.answers).toHaveLength(1);
    const card = conversation({ lastMessage: 'hello' });
    await act(async () => latest().serverSends({ type: 'conversation', conversation: card }));
    expect(list.answers).toHaveLength(1);
    expect(queryClient.getQueryData(conversationsQueryKey)).toEqual([card]);

    // A refetch (focus, reconnect) is in flight when the next card arrives: its answer may be older.
    void queryClient.refetchQueries({ queryKey: conversationsQueryKey });
    expect(list.answers).toHaveLength(2);
    const next = conversation({ lastMessage: 'see you', updatedAt: '2026-01-01T12:00:00.000Z' });
    await act(async () => latest().serverSends({ type: 'conversation', conversation: next }));
    expect(list.answers).toHaveLength(3);
    await act(async () => {
      list.answers[1]!([card]);
      list.answers[2]!([next]);
    });
    expect(queryClient.getQueryData(conversationsQueryKey)).toEqual([next]);
    list.stop();
  });

  it('reconnects after a drop with backoff, and closes and forgets on sign-out', () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    const first = latest();
    act(() => first.serverOpens());
    act(() => first.serverCloses(1006));
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeSocket.instances).toHaveLength(2);

    const second = latest();
    act(() => second.serverOpens());
    queryClient.setQueryData(conversationsQueryKey, [conversation({})]);
    act(() => clearCurrentUser());
    expect(second.closedWith).toBe(1000);
    expect(queryClient.getQueryData(conversationsQueryKey)).toBeUndefined();
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSocket.instances).toHaveLength(2);
  });
  // Decision 2201: after a restart of a few seconds the tab is back within 3 s of the server.
  it('keeps retrying at most 3 s apart through a server restart, then slows to 30 s', () => {
    expect([0, 1, 2, 11].map(reconnectCeilingMs)).toEqual([1_000, 2_000, 3_000, 3_000]);
    expect([12, 13, 14, 15, 40].map(reconnectCeilingMs)).toEqual([6_000, 12_000, 24_000, 30_000, 30_000]);

    act(() => setCurrentUser(user));
    mount(queryClient);
    act(() => latest().serverOpens());
    act(() => latest().serverCloses(1001));
    // The server is down for 20 s: every attempt fails, none waits longer than 3 s.
    for (let tried = 1; tried <= 8; tried += 1) {
      act(() => vi.advanceTimersByTime(3_000));
      expect(FakeSocket.instances).toHaveLength(tried + 1);
      act(() => latest().serverCloses(1006));
    }
    act(() => vi.advanceTimersByTime(3_000));
    act(() => latest().serverOpens());
    expect(FakeSocket.instances).toHaveLength(10);
  });

  it('says the connection is lost only after 2 s down, not while it first opens, and not once it is back', () => {
    function Lost() {
      useRealtime();
      return <p data-testid="lost">{useRealtimeLost() ? 'lost' : 'live'}</p>;
    }
    act(() => setCurrentUser(user));
    const view = render(
      <QueryClientProvider client={queryClient}>
        <Lost />
      </QueryClientProvider>,
    );
    const shown = () => view.getByTestId('lost').textContent;
    act(() => vi.advanceTimersByTime(5_000));
    expect(shown()).toBe('live');
    act(() => latest().serverOpens());
    act(() => latest().serverCloses(1006));
    // Back on the first retry, within a second: nothing to say.
    act(() => vi.advanceTimersByTime(1_000));
    act(() => latest().serverOpens());
    act(() => vi.advanceTimersByTime(5_000));
    expect(shown()).toBe('live');
    act(() => latest().serverCloses(1006));
    act(() => vi.advanceTimersByTime(2_000));
    expect(shown()).toBe('lost');
    act(() => latest().serverCloses(1006));
    expect(shown()).toBe('lost');
    act(() => vi.advanceTimersByTime(3_000));
    act(() => latest().serverOpens());
    expect(shown()).toBe('live');
  });

  it('tries at once when a hidden tab with a pending retry becomes visible', () => {
    act(() => setCurrentUser(user));
    mount(queryClient);
    act(() => latest().serverOpens());
    act(() => latest().serverCloses(1006));
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeSocket.instances).toHaveLength(2);
  });

  // Decision 2109: the server closes the socket of a session it ended (password changed elsewhere).
  it('a 4401 close signs the tab out at once when the API confirms the session is gone', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    act(() => setCurrentUser(user));
    mount(queryClient);
    act(() => latest().serverOpens());
    await act(async () => latest().serverCloses(4401));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sessions', expect.anything());
    expect(getCurrentUser()).toBeNull();
    expect(takeSessionEnded()).toBe(MESSAGES.sessionExpired);
  });

  it('a 4401 close the API does not confirm signs nobody out', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('[]', { status: 200 })));
    act(() => setCurrentUser(user));
    mount(queryClient);
    act(() => latest().serverOpens());
    await act(async () => latest().serverCloses(4401));
    expect(getCurrentUser()?._id).toBe(me);
    expect(takeSessionEnded()).toBeNull();
  });
});
