import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import { ConversationStarterContext, type StartConversation } from '@/lib/conversation-starter';
import { queryClient } from '@/lib/query-client';
import { NavigationEffects } from './navigation-effects';
import { AppRoutes } from './router';
import { SessionEndedRedirect } from './session-ended-redirect';

// Opening a chat is the messages feature's call; its code (and the realtime client it reads) loads
// on the first click, not with every public page (issue 13).
const startConversation: StartConversation = (...args) =>
  import('@/features/messages/api/start-conversation').then((m) => m.startConversation(...args));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ConversationStarterContext value={startConversation}>
          <BrowserRouter>
            {/* Scroll restoration, and focus on each new page's heading (docs/decisions/1302). */}
            <NavigationEffects />
            <SessionEndedRedirect />
            <AppRoutes />
          </BrowserRouter>
        </ConversationStarterContext>
      </ToastProvider>
    </QueryClientProvider>
  );
}
