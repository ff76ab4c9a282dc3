import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { renderWithApp, stubApi } from '@/test/render';
import VerifyEmailPage from './verify-email-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The unseen copies that hold the room of the longest answers (jsdom lays nothing out: the e2e spec measures). */
const reserved = () => [...document.querySelectorAll('[aria-hidden="true"]')].map((el) => el.textContent);

describe('VerifyEmailPage', () => {
  it('holds the room of its answers while verifying, and shows the answer in the same place', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const fetchMock = stubApi(() => new Promise((resolve) => (answer = resolve)));
    renderWithApp(<VerifyEmailPage />, { path: '/verify-email?token=abc' });

    const pending = screen.getByText('Verifying...');
    expect(pending.getAttribute('role')).toBe('status');
    expect(reserved()).toEqual(expect.arrayContaining([MESSAGES.emailVerifiedDone, MESSAGES.verifyLinkInvalid]));
    const cell = pending.parentElement;

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer({ body: { message: MESSAGES.emailVerifiedDone } });
    const done = await screen.findByTestId('verify-done');
    expect(done.textContent).toBe(MESSAGES.emailVerifiedDone);
    expect(done.parentElement).toBe(cell);
    expect(reserved()).toEqual(expect.arrayContaining([MESSAGES.emailVerifiedDone, MESSAGES.verifyLinkInvalid]));
  });

  it('an invalid link says so', async () => {
    stubApi(() => ({ status: 400, body: { message: MESSAGES.verifyLinkInvalid } }));
    renderWithApp(<VerifyEmailPage />, { path: '/verify-email?token=abc' });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.verifyLinkInvalid);
  });
});
