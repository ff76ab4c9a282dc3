import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { renderWithApp, stubApi, type ApiAnswer } from '@/test/render';
import { stubAlert } from '@/test/alert';
import { InterestButton } from './interest-button';

const me = testUser({ _id: 'b'.repeat(24) });
const owner = 'c'.repeat(24);
const interestResult = (interested: boolean, interestedCount: number) => ({ interestedUsers: [], interestedCount, interested });

const alert = stubAlert();

afterEach(() => {
  cleanup();
  clearCurrentUser();
  vi.unstubAllGlobals();
});

const button = () => screen.getByRole('button');
const count = () => screen.getByTestId('interested-count').textContent;

describe('InterestButton', () => {
  it('sends a visitor to sign in without calling the API', async () => {
    const fetchMock = stubApi(() => ({ status: 500 }));
    const { user, location } = renderWithApp(<InterestButton kind="gigs" listingId="g1" ownerId={owner} initialCount={4} />, { path: '/gig/g1' });
    expect(button().textContent).toBe(MESSAGES.makeOffer);
    expect(button().getAttribute('aria-pressed')).toBeNull();
    expect(count()).toBe('4');
    await user.click(button());
    expect(location()).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in with the Make Offer intent, and makes the offer once back', async () => {
    const first = renderWithApp(<InterestButton kind="gigs" listingId="g1" ownerId={owner} initialCount={4} />, { path: '/gig/g1' });
    stubApi(() => ({ status: 500 }));
    await first.user.click(button());
    expect(first.location()).toBe('/login');
    cleanup();

    setCurrentUser(me);
    const calls: string[] = [];
    let interestedNow = false;
    stubApi(({ method }) => {
      calls.push(method);
      if (method === 'POST') interestedNow = true;
      return { body: interestResult(interestedNow, interestedNow ? 5 : 4) };
    });
    renderWithApp(<InterestButton kind="gigs" listingId="g1" ownerId={owner} initialCount={4} />, { path: '/gig/g1', state: { intent: 'make-offer' } });
    await waitFor(() => expect(button().textContent).toContain(MESSAGES.interested));
    expect(calls.filter((m) => m === 'POST')).toHaveLength(1);
  });

  it('does not take back an offer already made when coming back with the intent', async () => {
    setCurrentUser(me);
    const calls: string[] = [];
    stubApi(({ method }) => (calls.push(method), { body: interestResult(true, 5) }));
    renderWithApp(<InterestButton kind="gigs" listingId="g1" ownerId={owner} initialCount={5} />, { path: '/gig/g1', state: { intent: 'make-offer' } });
    await waitFor(() => expect(button().textContent).toContain(MESSAGES.interested));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).not.toContain('POST');
  });

  it("refuses the owner's own offer with the listing's message", async () => {
    setCurrentUser({ ...me, _id: owner });
    const fetchMock = stubApi(() => ({ body: interestResult(false, 0) }));
    const { user } = renderWithApp(<InterestButton kind="containers" listingId="c1" ownerId={owner} initialCount={0} />);
    await user.click(button());
    expect(alert).toHaveBeenCalledWith(MESSAGES.selfOfferContainer);
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it("shows the server's state, 'Saving...' while toggling, then 'Interested' and the new count", async () => {
    setCurrentUser(me);
    let answerToggle!: (answer: ApiAnswer) => void;
    stubApi(({ method, path }) => {
      if (method === 'POST' && path === '/gigs/g1/interest') return new Promise<ApiAnswer>((resolve) => (answerToggle = resolve));
      return { body: interestResult(false, 2) };
    });
    const { user } = renderWithApp(<InterestButton kind="gigs" listingId="g1" ownerId={owner} initialCount={0} />);
    await waitFor(() => expect(count()).toBe('2'));
    expect(button().getAttribute('aria-pressed')).toBe('false');

    await user.click(button());
    expect(button().textContent).toBe(MESSAGES.saving);
    // Disabled for assistive tech but still focusable: the focus stays on the button (issue 13).
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button());

    answerToggle({ body: interestResult(true, 3) });
    await waitFor(() => expect(button().textContent).toBe(`✓${MESSAGES.interested}`));
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(button().getAttribute('aria-disabled')).toBeNull();
    expect(count()).toBe('3');
  });

  it('sends one toggle for a fast double click (a second would undo the first)', async () => {
    setCurrentUser(me);
    const fetchMock = stubApi(({ method }) => ({ body: interestResult(method === 'POST', 1) }));
    renderWithApp(<InterestButton kind="gigs" listingId="g1" ownerId={owner} initialCount={0} />);
    await waitFor(() => expect(count()).toBe('1'));
    fireEvent.click(button());
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
    expect(posts()).toBe(1);
    // Once answered, the button toggles again.
    fireEvent.click(button());
    await waitFor(() => expect(posts()).toBe(2));
  });

  it("alerts the server's message when the toggle fails and keeps the old state", async () => {
    setCurrentUser(me);
    stubApi(({ method }) => (method === 'POST' ? { status: 400, body: { message: 'This gig has expired' } } : { body: interestResult(true, 1) }));
    const { user } = renderWithApp(<InterestButton kind="gigs" listingId="g1" ownerId={owner} initialCount={0} />);
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    await user.click(button());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This gig has expired'));
    expect(button().textContent).toBe(`✓${MESSAGES.interested}`);
    expect(count()).toBe('1');
  });
});
