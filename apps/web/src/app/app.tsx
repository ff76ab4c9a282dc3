import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '@/components/ui/toast';
import { startConversation } from '@/features/messages/api/start-conversation';
import { ConversationStarterContext } from '@/lib/conversation-starter';
import { queryClient } from '@/lib/query-client';
import { router } from './router';

export function App() {
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
