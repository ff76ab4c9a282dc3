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

// A shared computer (decision 2531): the form drafts (and push subscription) of someone whose session ended by itself, or whose
// account was suspended or deleted from another tab, never stay for the next person who signs in.

const live = vi.hoisted(() => ({ handlers: new Map<string, (event: unknown) => void>() }));
const push = vi.hoisted(() => ({ refresh: vi.fn(async () => undefined), end: vi.fn(async () => undefined) }));
vi.mock('@/lib/push-device', async (original) => ({ ...(await original<object>()), refreshDevicePush: push.refresh, endDevicePush: push.end }));
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
    push.refresh.mockClear();
    push.end.mockClear();
    cleanup();
    vi.unstubAllGlobals();
    clearCurrentUser();
  });

  it.each([
    ['signing in', async () => {
      const { result } = renderHook(() => useLogin(), { wrapper });
      await result.current.mutateAsync({ username: 'kofi', password: 'password123' });
    }],
    ['registering', async () => {
      const { result } = renderHook(() => useRegister(), { wrapper });
      await result.current.mutateAsync({ username: 'kofi', email: 'kofi@example.com', password: 'password123', country: 'Ghana', isSeller: false, phone: '', desc: '', file: null });
    }],
  ] as const)("another person %s on this browser leaves none of anyone else's drafts", async (_, act) => {
    stubApi(() => ({ body: kofi }));
    await act();
    await waitFor(() => expect(draftKeys()).toEqual([]));
    // This browser's push subscription, if any, is sent again: it moves to the newcomer.
    expect(push.refresh).toHaveBeenCalledTimes(1);
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
    expect(push.end).toHaveBeenCalledTimes(1);
  });
});
