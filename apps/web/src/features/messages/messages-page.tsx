import { SKELETONS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { isUnreadFor } from '@spaceshare/shared/rules/conversation';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { useCurrentUser } from '@/lib/current-user';
import { useConversations } from '@/lib/get-conversations';
import { usePageMeta } from '@/lib/page-meta';
import { useRealtime } from '@/lib/realtime';
import { useMarkConversationRead } from './api/mark-conversation-read';
import { ConversationCard } from './components/conversation-card';
import { useNow } from './use-now';
import styles from './messages-page.module.css';

export default function MessagesPage() {
  usePageMeta('Messages', 'Your conversations with sellers and buyers on SpaceShare.');
  useRealtime();
  const { user } = useCurrentUser();
  const { data, isPending, isError } = useConversations();
  const markRead = useMarkConversationRead();
  const now = useNow();
  const me = user?._id ?? '';
  const count = data?.length ?? 0;
  const unreadCount = data?.filter((c) => isUnreadFor(c, me)).length ?? 0;

  return (
    <div className={`container page ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Messages</h1>
        {data && (
          <p className={styles.count} data-testid="conversation-count">
            {count} {count === 1 ? 'conversation' : 'conversations'}
            {unreadCount > 0 && <span className={styles.unreadCount}> · {unreadCount} unread</span>}
          </p>
        )}
      </header>

      {isPending ? (
        <ul className={`stack-list ${styles.list}`} aria-busy="true" aria-label="Loading conversations">
          {Array.from({ length: SKELETONS.LIST }, (_, i) => (
            <li key={i} className={styles.skeletonCard} data-testid="conversation-skeleton">
              <Skeleton width={52} height={52} radius={26} />
              <div className={styles.skeletonLines}>
                <Skeleton width="40%" height={16} />
                <Skeleton width="25%" height={12} />
                <Skeleton width="85%" height={14} />
              </div>
            </li>
          ))}
        </ul>
      ) : isError ? (
        <StateMessage boxed alert title={MESSAGES.conversationsFailed} hint={MESSAGES.tryRefreshing} />
      ) : count === 0 ? (
        <StateMessage boxed title={MESSAGES.noConversations} hint={MESSAGES.noConversationsHint} />
      ) : (
        <ul className={`stack-list ${styles.list}`}>
          {data.map((conversation) => (
            <ConversationCard
              key={conversation.id}
              conversation={conversation}
              unread={isUnreadFor(conversation, me)}
              now={now}
              onMarkRead={(id) => markRead.mutate(id)}
              marking={markRead.isPending && markRead.variables === conversation.id}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
