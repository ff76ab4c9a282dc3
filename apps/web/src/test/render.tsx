import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { startConversation } from '@/features/messages/api/start-conversation';
import { ConversationStarterContext } from '@/lib/conversation-starter';

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * Renders `ui` inside the app's providers (queries without retries, toasts, the conversation starter,
 * a memory router at `path`, with router `state` if given)
 * with a user-event session; `location()` reads where the router went.
 */
export function renderWithApp(ui: ReactElement, { path = '/', state }: { path?: string; state?: unknown } = {}) {
  const [pathname = '/', search = ''] = path.split(/(?=\?)/);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ConversationStarterContext value={startConversation}>
          <MemoryRouter initialEntries={[{ pathname, search, state }]}>
            {ui}
            <Location />
          </MemoryRouter>
        </ConversationStarterContext>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup(), location: () => screen.getByTestId('location').textContent };
}

export type ApiAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: { method: string; path: string; body: unknown }) => ApiAnswer | Promise<ApiAnswer>;

/** Plays the server: every fetch to /api goes to `handler`, which answers with a status, a JSON body and headers. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = await handler({ method: init.method ?? 'GET', path: url.replace(/^\/api/, ''), body });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
