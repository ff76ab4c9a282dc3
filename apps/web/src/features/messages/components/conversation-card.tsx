import { useRef } from 'react';
import { Link } from 'react-router';
import { countryCode, countryName } from '@spaceshare/shared/countries';
import { MESSAGES } from '@spaceshare/shared/messages';
import { preview } from '@spaceshare/shared/rules/preview';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import { Avatar } from '@/components/ui/avatar';
import { Flag } from '@/components/ui/flag';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { timeAgo } from '../format-time';
import { ListingAbout } from './listing-about';
import styles from './conversation-card.module.css';

type Props = {
  conversation: Conversation;
  unread: boolean;
  now: Date;
  onMarkRead: (id: string) => void;
  marking: boolean;
};

/**
 * One conversation. The whole card opens the thread (a stretched link); the avatar (to the profile)
 * and 'Mark as read' sit above that link so each stays its own control.
 */
export function ConversationCard({ conversation, unread, now, onMarkRead, marking }: Props) {
  const mainLink = useRef<HTMLAnchorElement>(null);
  const other = conversation.otherUser;
  const name = other?.username || MESSAGES.unknownUser;
  // A deleted or suspended account has no profile to open and no country to show (as in the thread).
  const gone = other?.unavailable === true;
  const country = gone ? '' : countryName(other?.country);
  const text = preview(conversation.lastMessage);
  return (
    <li className={`${styles.card} ${unread ? styles.unread : ''}`} data-testid="conversation-card" data-unread={unread}>
      {other?._id && !gone ? (
        <Link to={`/profile/${other._id}`} className={styles.avatarLink} aria-label={`${name}'s profile`}>
          <Avatar src={other.img} alt="" size={52} />
        </Link>
      ) : (
        <Avatar src={gone ? other?.img : undefined} alt="" size={52} />
      )}
      <div className={styles.body}>
        <div className={styles.top}>
          <Link
            to={`/message/${conversation.id}`}
            ref={mainLink}
            className={styles.mainLink}
            aria-label={`Open conversation with ${name}${unread ? ' (unread)' : ''}`}
          >
            <bdi className={styles.name}>{name}</bdi>
          </Link>
          <time className={styles.time} dateTime={conversation.updatedAt} title={formatDateTime(conversation.updatedAt)}>
            {timeAgo(conversation.updatedAt, now)}
          </time>
        </div>
        {country && (
          <p className={styles.country}>
            <Flag code={countryCode(other?.country)} size={12} /> {country}
          </p>
        )}
        <ListingAbout listing={conversation.listing} className={styles.listing} />
        {text ? (
          <p className={styles.preview} dir="auto">
            {text}
          </p>
        ) : (
          <p className={styles.preview}>
            <span className={styles.noText}>No messages yet</span>
          </p>
        )}
      </div>
      {unread && (
        <div className={styles.side}>
          <span className={styles.dot} aria-hidden="true" data-testid="unread-dot" />
          <Button
            type="button"
            className={`btn btn-outline btn-sm ${styles.markRead}`}
            onClick={() => {
              // The button goes once the thread is read: the keyboard stays on this card, at its link.
              onMarkRead(conversation.id);
              mainLink.current?.focus();
            }}
            inactive={marking}
            aria-label={`Mark as read: conversation with ${name}`}
          >
            Mark as read
          </Button>
        </div>
      )}
    </li>
  );
}
