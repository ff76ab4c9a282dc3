import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '@/components/ui/toast';
import { startConversation } from '@/features/messages/api/start-conversation';
import { ConversationStarterContext } from '@/lib/conversation-starter';
import { createQueryClient } from '@/lib/query-client';
import { seedInitialData } from './initial-data';
import { router } from './router';

/** The app's query cache, holding the data the server sent with the page before anything renders. */
function startQueryClient() {
  const queryClient = createQueryClient();
  seedInitialData(queryClient);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(startQueryClient);
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
