import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '@/components/ui/toast';
import { startConversation } from '@/features/messages/api/start-conversation';
import { ConversationStarterContext } from '@/lib/conversation-starter';
import { queryClient } from '@/lib/query-client';
import { focusOnNavigation } from '@/lib/route-focus';
import { router } from './router';

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
