import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { renderWithApp } from '@/test/render';
import SettingsPage from './settings-page';
import { loadDraft } from './settings-storage';

// Decision 2110: leaving Settings by a link with changes not saved asks first.
function App() {
  return (
    <>
      <nav>
        <Link to="/gigs">Find Travelers</Link>
        <Link to="/settings">Settings</Link>
        <a href="https://example.com/">Elsewhere</a>
      </nav>
      <Routes>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/gigs" element={<h1>Gigs</h1>} />
      </Routes>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function withAChange() {
  const view = renderWithApp(<App />, { path: '/settings' });
  await view.user.click(screen.getByRole('switch', { name: /Marketing emails/ }));
  expect(screen.getByText(MESSAGES.settingsUnsaved)).toBeTruthy();
  return view;
}

describe('Settings with unsaved changes', () => {
  it('a link away asks first; staying keeps the page and the change', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user, location } = await withAChange();
    await user.click(screen.getByRole('link', { name: 'Find Travelers' }));
    expect(confirm).toHaveBeenCalledWith(MESSAGES.settingsLeaveUnsaved);
    expect(location()).toBe('/settings');
    expect(screen.getByRole('switch', { name: /Marketing emails/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('leaving anyway goes, and the change is dropped', async () => {
    vi.stubGlobal('confirm', vi.fn(() => true));
    const { user, location } = await withAChange();
    await user.click(screen.getByRole('link', { name: 'Find Travelers' }));
    expect(location()).toBe('/gigs');
    expect(loadDraft(null)).toBeNull();
  });

  it('a link to this same page, a new-tab click, or nothing changed: no question', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user, location } = renderWithApp(<App />, { path: '/settings' });
    await user.click(screen.getByRole('link', { name: 'Find Travelers' }));
    expect(location()).toBe('/gigs');
    expect(confirm).not.toHaveBeenCalled();

    cleanup();
    const again = await withAChange();
    await again.user.click(screen.getByRole('link', { name: 'Settings' }));
    fireEvent.click(screen.getByRole('link', { name: 'Find Travelers' }), { ctrlKey: true });
    await again.user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('closing or reloading the tab asks (beforeunload), and not once saved', async () => {
    const { user } = await withAChange();
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const again = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });
});
