import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { renderWithApp } from '@/test/render';
import ProfilePage from './profile-page';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfilePage of someone else', () => {
  it('says calmly that a deleted account was deleted: no error, no alert, one request (decision 2313)', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(410, { message: MESSAGES.deletedProfile }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(
      <Routes>
        <Route path="/profile/:userId" element={<ProfilePage />} />
      </Routes>,
      { path: `/profile/${'d'.repeat(24)}` },
    );
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.deletedProfile })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(MESSAGES.profileLoadFailed)).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/users'))).toHaveLength(1);
  });
});
