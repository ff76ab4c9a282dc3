import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserShowing, forgetBrowser, SHOWN_TAGS } from '@/test/device-notifications';
import { stubApi } from '@/test/render';
import { useMarkConversationRead } from './mark-conversation-read';

// A conversation read on this device closes its notification here (decision 2433): its pushes carry
// the conversation's link as their tag.

afterEach(forgetBrowser);

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: new QueryClient({ defaultOptions: { mutations: { retry: false } } }) }, children);

describe('useMarkConversationRead', () => {
  it("closes the conversation's notification once the server has it read, and no other", async () => {
    const browser = browserShowing(SHOWN_TAGS);
    stubApi(({ method, path }) => (method === 'PUT' && path === '/conversations/c2' ? { body: { id: 'c2' } } : { status: 500, body: {} }));
    const { result } = renderHook(() => useMarkConversationRead(), { wrapper });
    result.current.mutate('c2');
    await waitFor(() => expect(browser.closed()).toEqual(['/message/c2']));
  });

  it('leaves it when the server did not mark it read', async () => {
    const browser = browserShowing(SHOWN_TAGS);
    stubApi(() => ({ status: 404, body: { message: 'Conversation not found' } }));
    const { result } = renderHook(() => useMarkConversationRead(), { wrapper });
    result.current.mutate('c2');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(browser.closed()).toEqual([]);
  });
});
