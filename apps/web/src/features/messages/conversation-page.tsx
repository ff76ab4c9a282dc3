import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { SKELETONS, TIMINGS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { isUnreadFor } from '@spaceshare/shared/rules/conversation';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { ApiError } from '@/lib/api-client';
import { opensToWrite } from '@/lib/conversation-starter';
import { useCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { sendTyping, useRealtimeEvent, useRealtimeLost } from '@/lib/realtime';
import { useConversation } from './api/get-conversation';
import { useMessages } from './api/get-messages';
import { useMarkConversationRead } from './api/mark-conversation-read';
import { useSendMessage } from './api/send-message';
import { useNow } from './use-now';
import { ConversationHeader } from './components/conversation-header';
import { MessageComposer } from './components/message-composer';
import { MessageList } from './components/message-list';
import { TypingDots } from './components/typing-dots';
import styles from './conversation-page.module.css';

/** How long the other side's dots stay after their last typing event (they send about one a second). */
const REMOTE_TYPING_MS = TIMINGS.TYPING_MS * 2.5;

const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

export default function ConversationPage() {
  usePageMeta('Conversation', 'Chat with a seller or buyer on SpaceShare.');
  const { id = '' } = useParams();
  // A new id is a new thread: fresh typing state, fresh draft.
  return <Thread key={id} id={id} />;
}

/** Turns a flag on for `ms` after each `pulse()`. */
function usePulse(ms: number): [boolean, () => void, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const pulse = useCallback(() => {
    setOn(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOn(false), ms);
  }, [ms]);
  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    setOn(false);
  }, []);
  return [on, pulse, stop];
}

function Thread({ id }: { id: string }) {
  const { user } = useCurrentUser();
  const me = user?._id ?? '';
  const conversation = useConversation(id);
  const messages = useMessages(id);
  const send = useSendMessage(id);
  const markRead = useMarkConversationRead();
  const [selfTyping, pulseSelfTyping] = usePulse(TIMINGS.TYPING_MS);
  const [otherTyping, pulseOtherTyping, stopOtherTyping] = usePulse(REMOTE_TYPING_MS);
  const offline = useRealtimeLost();
  const otherName = conversation.data?.otherUser?.username || MESSAGES.unknownUser;
  const heading = conversation.data ? `Chat with ${otherName}` : 'Conversation';
  usePageMeta(heading);
  // 'Today' and 'Yesterday' move on at midnight while the thread stays open.
  const now = useNow(60_000);

  // Opened to write (Chat Now, Contact Me, an order's Contact): the focus goes to the box, which the
  // pages' rule (the h1, decision 1302) then leaves alone; opened from the list, it stays on the h1.
  const boxId = useId();
  const toWrite = opensToWrite(useLocation().state);
  useEffect(() => {
    if (toWrite) document.getElementById(boxId)?.focus();
  }, [toWrite, boxId]);
  const toBox = (e: MouseEvent) => {
    e.preventDefault();
    document.getElementById(boxId)?.focus();
  };

  // Opening the thread marks my side read. A message arriving while it is open flips my side back to
  // unread (the server's 'conversation' event updates this query), which marks it read again.
  const unread = !!conversation.data && isUnreadFor(conversation.data, me);
  const { mutate: markAsRead } = markRead;
  // Once per version of the conversation, so a failing PUT is not retried in a loop.
  const markedVersion = useRef(0);
  const version = conversation.dataUpdatedAt;
  useEffect(() => {
    if (!unread || markedVersion.current === version) return;
    markedVersion.current = version;
    markAsRead(id);
  }, [unread, version, markAsRead, id]);

  useRealtimeEvent('message', (event) => {
    if (event.conversationId === id && event.message.userId !== me) stopOtherTyping();
  });
  useRealtimeEvent('typing', (event) => {
    if (event.conversationId === id && event.userId !== me) pulseOtherTyping();
  });

  const onType = useCallback(() => {
    pulseSelfTyping();
    sendTyping(id);
  }, [pulseSelfTyping, id]);

  const onSend = useCallback(
    async (desc: string, clientKey: string) => {
      try {
        await send.mutateAsync({ desc, clientKey });
        return true;
      } catch {
        return false;
      }
    },
    [send],
  );

  const list = messages.data;
  const canWrite = !isGone(messages.error) && !conversation.data?.otherUser.unavailable;
  const typingFooter =
    selfTyping || otherTyping ? (
      <div className={styles.typing}>
        {otherTyping && <TypingDots label={`${otherName} is typing`} />}
        {selfTyping && <TypingDots own label="You are typing" />}
      </div>
    ) : null;
  const footer = (
    <>
      {typingFooter}
      {/* Decision 2201: while the live connection is down, the thread says so (it still checks for
          new messages now and then, and everything missed arrives when it is back). */}
      <p className={styles.connection} role="status">
        {offline ? MESSAGES.liveReconnecting : ''}
      </p>
    </>
  );

  return (
    <div className={`container ${styles.page}`}>
      {/* The header shows who it is with; the page's h1 says it for screen readers (and takes focus on arrival). */}
      <h1 className="visually-hidden">{heading}</h1>
      {/* The next stop after the h1: the navbar, the header's links and the thread's Report buttons
          lie between it and the box (decision 2314). */}
      {canWrite && (
        <a href={`#${boxId}`} className={styles.skip} onClick={toBox}>
          Skip to message box
        </a>
      )}
      <Link to="/messages" className={styles.back}>
        ← Back to Messages
      </Link>
      <section className={styles.panel} aria-label="Conversation">
        <ConversationHeader
          conversation={conversation.data}
          loading={conversation.isPending}
          messageCount={list?.length}
        />
        {messages.isPending ? (
          <div className={styles.skeletons} aria-busy="true" aria-label="Loading messages">
            {Array.from({ length: SKELETONS.CONVERSATION }, (_, i) => (
              <div key={i} className={i % 2 ? styles.skeletonOwn : styles.skeletonTheirs} data-testid="message-skeleton">
                <Skeleton width={i % 2 ? '45%' : '60%'} height={52} radius={16} />
              </div>
            ))}
          </div>
        ) : messages.isError ? (
          <StateMessage alert title={MESSAGES.messagesFailed} hint={MESSAGES.tryRefreshing} />
        ) : (
          <MessageList messages={list ?? []} myId={me} now={now} current={conversation.data?.listing ?? null} footer={footer}>
            {list?.length === 0 && (
              <StateMessage title={MESSAGES.noMessages} hint={MESSAGES.noMessagesHint} />
            )}
          </MessageList>
        )}
        {/* A thread that is missing or not mine (404, 403) takes no message, nor one with an account
            that was deleted or suspended; after a failure of the network the composer stays, and
            sending tells whether it is back. */}
        {isGone(messages.error) ? null : conversation.data?.otherUser.unavailable ? (
          <p className={styles.closed} role="note" data-testid="conversation-closed">
            {MESSAGES.conversationClosed}
          </p>
        ) : (
          <MessageComposer draftKey={`${me}:${id}`} sending={send.isPending} onSend={onSend} onType={onType} inputId={boxId} />
        )}
      </section>
    </div>
  );
}
