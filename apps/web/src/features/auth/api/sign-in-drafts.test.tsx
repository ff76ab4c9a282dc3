import { cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { keepFormDraft } from '@/lib/form-drafts';
import { testUser } from '@/test/factories';
import { stubApi } from '@/test/render';
import { useLogin } from './login';
import { useRegister } from './register';

// A shared computer (decision 2531): the form drafts of someone whose session ended by itself, or whose
// account was suspended or deleted from another tab, never stay for the next person who signs in.

const live = vi.hoisted(() => ({ handlers: new Map<string, (event: unknown) => void>() }));
vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: (type: string, handler: (event: unknown) => void) => live.handlers.set(type, handler),
}));

const { SuspensionSignOut } = await import('@/app/layouts/live-navbar');

const ama = testUser({ _id: 'a'.repeat(24), username: 'ama' });
const kofi = testUser({ _id: 'b'.repeat(24), username: 'kofi' });
const DEFAULTS = { title: '', about: '' };
const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('spaceshare:form-draft:')).sort();
const keyOf = (userId: string, form: string) => `spaceshare:form-draft:${userId}:${form}`;

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}

describe('form drafts and who is signed in', () => {
  beforeEach(() => {
    localStorage.clear();
    // Ama typed a gig and her session ended by itself: her draft is kept for her.
    keepFormDraft({ userId: ama._id, form: 'gig:new' }, DEFAULTS, { title: 'Guangzhou to Accra', about: 'Private notes' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearCurrentUser();
  });

  it.each([
    ['signing in', () => useLogin(), { username: 'kofi', password: 'password123' }],
    ['registering', () => useRegister(), { username: 'kofi', email: 'kofi@example.com', password: 'password123', country: 'Ghana', phone: '', desc: '' }],
  ] as const)('another person %s on this browser leaves none of anyone else\'s drafts', async (_, hook, input) => {
    stubApi(() => ({ body: kofi }));
    const { result } = renderHook(hook, { wrapper });
    await (result.current.mutateAsync as (i: typeof input) => Promise<unknown>)(input);
    await waitFor(() => expect(draftKeys()).toEqual([]));
  });

  it('the same person signing in again finds their drafts', async () => {
    stubApi(() => ({ body: ama }));
    const { result } = renderHook(() => useLogin(), { wrapper });
    await result.current.mutateAsync({ username: 'ama', password: 'password123' });
    expect(draftKeys()).toEqual([keyOf(ama._id, 'gig:new')]);
  });

  it.each(['deleted', 'suspended'])('an account %s from another tab or by an operator leaves none of its drafts here', (reason) => {
    setCurrentUser(ama);
    render(<SuspensionSignOut />, { wrapper });
    live.handlers.get('signed-out')!({ type: 'signed-out', reason, message: 'Signed out' });
    expect(draftKeys()).toEqual([]);
  });
});
