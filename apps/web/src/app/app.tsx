import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '@/components/ui/toast';
import { ConversationStarterContext, type StartConversation } from '@/lib/conversation-starter';
import { queryClient } from '@/lib/query-client';
import { focusOnNavigation } from '@/lib/route-focus';
import { router } from './router';

// Opening a chat is the messages feature's call; its code (and the realtime client it reads) loads
// on the first click, not with every public page (issue 13).
const startConversation: StartConversation = (...args) =>
  import('@/features/messages/api/start-conversation').then((m) => m.startConversation(...args));

export function App() {
  // Focus goes to each new page's heading (docs/decisions/1302).
  useEffect(() => focusOnNavigation(router), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ConversationStarterContext value={startConversation}>
          <RouterProvider router={router} />
        </ConversationStarterContext>
      </ToastProvider>
    </QueryClientProvider>
  );
}
