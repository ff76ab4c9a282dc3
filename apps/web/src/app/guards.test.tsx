import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { SignedInGoesOn } from './guards';

afterEach(() => {
  cleanup();
  clearCurrentUser();
});

function Here({ name }: { name: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <main>
      <h1>{name}</h1>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </main>
  );
}

type Entry = string | { pathname: string; search?: string; state?: unknown };

function renderAt(entries: Entry[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route element={<SignedInGoesOn />}>
          <Route path="/login" element={<Here name="Welcome back" />} />
          <Route path="/register" element={<Here name="Create account" />} />
        </Route>
        <Route path="/" element={<Here name="Home" />} />
        <Route path="/gigs" element={<Here name="Explore gigs" />} />
        <Route path="/gig/:id" element={<Here name="A gig" />} />
      </Routes>
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('SignedInGoesOn (/login and /register)', () => {
  it('sends a signed-in visitor of /login to the return path, in place of the entry, so Back goes where they were', async () => {
    setCurrentUser(testUser());
    renderAt(['/gig/a', '/login?next=/gigs']);
    expect(heading()).toBe('Explore gigs');
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(heading()).toBe('A gig');
  });

  it('sends a signed-in visitor of /register without a return path home', () => {
    setCurrentUser(testUser());
    renderAt(['/register']);
    expect(heading()).toBe('Home');
  });

  it('does not do the intent again when Back comes to the sign-in entry of a Chat Now (it was done)', () => {
    setCurrentUser(testUser());
    renderAt([{ pathname: '/login', state: { from: '/gig/a', intent: 'chat-now' } }]);
    expect(heading()).toBe('A gig');
    expect(screen.getByTestId('state').textContent).toBe('null');
  });

  it('shows the form to a visitor, and leaves going on to the form once they sign in there', () => {
    renderAt(['/gig/a', { pathname: '/login', state: { from: '/gig/a', intent: 'chat-now' } }]);
    expect(heading()).toBe('Welcome back');
    act(() => setCurrentUser(testUser()));
    expect(heading()).toBe('Welcome back');
  });
});
