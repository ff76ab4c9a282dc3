import { act, cleanup, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationListing } from '@spaceshare/shared/schemas/conversation';
import type { Message } from '@spaceshare/shared/schemas/message';
import { TEMP_ID_PREFIX } from '@/lib/live-cache';
import { renderWithApp } from '@/test/render';
import { listingChanges, MessageList } from './message-list';

afterEach(cleanup);
// jsdom lays nothing out, so it has no scrollTo; the list scrolls to its end on every change.
beforeAll(() => {
  HTMLElement.prototype.scrollTo = () => {};
});
afterAll(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
});

const me = 'a'.repeat(24);
const other = 'b'.repeat(24);
const gigA: ConversationListing = { listingType: 'gig', listingId: '1'.repeat(24), title: 'Guangzhou to Accra, 20 kg' };
const gigB: ConversationListing = { listingType: 'gig', listingId: '2'.repeat(24), title: 'Yiwu to Lagos, 10 kg' };
const container: ConversationListing = { listingType: 'container', listingId: '1'.repeat(24), title: 'A 40ft to Tema' };

let seq = 0;
const message = (desc: string, listing: ConversationListing | null): Message => ({
  _id: (seq++).toString(16).padStart(24, '0'),
  conversationId: other + me,
  userId: seq % 2 ? me : other,
  desc,
  createdAt: '2026-11-20T10:00:00.000Z',
  listing,
});

describe('MessageList', () => {
  it('says where a thread about several listings turns to another one', () => {
    const messages = [message('Old, before listings were kept', null), message('Space to Accra?', gigA), message('Yes', gigA), message('And to Lagos?', gigB)];
    renderWithApp(<MessageList messages={messages} myId={me} now={new Date('2026-11-20T12:00:00Z')} />);
    const markers = screen.getAllByTestId('message-listing');
    expect(markers.map((m) => m.textContent)).toEqual([`About the gig: ${gigA.title}`, `About the gig: ${gigB.title}`]);
    expect(within(markers[1]!).getByRole('link').getAttribute('href')).toBe(`/gig/${gigB.listingId}`);
    // Each marker comes just before the first message of its part.
    const items = [...screen.getByRole('log').querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(items.findIndex((t) => t.includes(gigB.title))).toBe(items.findIndex((t) => t.startsWith('And to Lagos?')) - 1);
  });

  it('adds nothing to a thread about one listing: the header names it', () => {
    renderWithApp(<MessageList messages={[message('From before', null), message('Hi', gigA), message('Still there?', gigA)]} myId={me} now={new Date()} current={gigA} />);
    expect(screen.queryAllByTestId('message-listing')).toEqual([]);
  });

  it('tells listings of different kinds with the same id apart, and marks a return to an earlier listing', () => {
    const at = (...args: Parameters<typeof listingChanges>) => [...listingChanges(...args).keys()];
    expect(at([message('a', gigA), message('b', container), message('c', gigA)])).toEqual([0, 1, 2]);
    // Messages from before listings were kept on messages (no listing, before any) get no marker.
    expect(at([message('a', null), message('b', gigA), message('c', gigB)])).toEqual([1, 2]);
  });

  it('marks a thread whose header names another listing than its messages: the chat was just opened from it', () => {
    expect([...listingChanges([message('a', gigA), message('b', gigA)], gigB)]).toEqual([[0, gigA]]);
    expect(listingChanges([message('a', gigA)], gigA).size).toBe(0);
  });

  it('keeps apart a part whose listing has gone since, and says so', () => {
    // B was deleted: its messages come back with no listing; A is the only listing left.
    const messages = [message('About Lagos', gigA), message('About Nairobi', null), message('Nairobi, yes', null)];
    expect([...listingChanges(messages)]).toEqual([
      [0, gigA],
      [1, null],
    ]);
    renderWithApp(<MessageList messages={messages} myId={me} now={new Date()} />);
    expect(screen.getAllByTestId('message-listing').map((m) => m.textContent)).toEqual([
      `About the gig: ${gigA.title}`,
      'About a listing that is no longer available',
    ]);
  });
});

describe('a message sent while offline (docs/decisions/1803)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says it waits for the connection, and only for as long as the browser is offline', () => {
    const queued: Message = { ...message('On the train', null), _id: `${TEMP_ID_PREFIX}1`, userId: me };
    act(() => onlineManager.setOnline(false));
    renderWithApp(<MessageList messages={[queued]} myId={me} now={new Date('2026-11-20T12:00:00Z')} />);
    expect(screen.getByTestId('message-waiting').textContent).toBe('Waiting for connection…');
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByTestId('message-waiting')).toBeNull();
    // Still on its way, it says so to screen readers only.
    expect(screen.getByText('(sending)', { exact: false })).toBeTruthy();
  });
});
