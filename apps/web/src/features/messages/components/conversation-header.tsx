import { Link } from 'react-router';
import { countryCode, countryName } from '@spaceshare/shared/countries';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import { Avatar } from '@/components/ui/avatar';
import { Flag } from '@/components/ui/flag';
import { Skeleton } from '@/components/ui/skeleton';
import { ListingAbout } from './listing-about';
import styles from './conversation-header.module.css';

type Props = { conversation: Conversation | undefined; loading: boolean; messageCount: number | undefined };

/**
 * The other participant (avatar, name and country, all to their profile), how many messages there are
 * and the listing the chat is about, when it was opened from one.
 */
export function ConversationHeader({ conversation, loading, messageCount }: Props) {
  const other = conversation?.otherUser;
  const name = other?.username || MESSAGES.unknownUser;
  const country = countryName(other?.country);
  return (
    <div className={styles.header}>
      {loading ? (
        <div className={styles.user} aria-hidden="true">
          <Skeleton width={48} height={48} radius={24} />
          <div className={styles.lines}>
            <Skeleton width={140} height={16} />
            <Skeleton width={90} height={12} />
          </div>
        </div>
      ) : other?._id && !other.unavailable ? (
        <Link to={`/profile/${other._id}`} className={styles.user} data-testid="conversation-user">
          <Avatar src={other.img} alt="" size={48} />
          <span className={styles.lines}>
            <bdi className={styles.name}>{name}</bdi>
            {country && (
              <span className={styles.country}>
                <Flag code={countryCode(other.country)} size={12} /> {country}
              </span>
            )}
          </span>
        </Link>
      ) : (
        // No profile to open: the account is gone (deleted or suspended), or the thread is.
        <div className={styles.user} data-testid="conversation-user">
          <Avatar src={other?.img || undefined} alt="" size={48} />
          <bdi className={styles.name}>{conversation ? name : 'Conversation'}</bdi>
        </div>
      )}
      {messageCount !== undefined && (
        <p className={styles.count} data-testid="message-count">
          {messageCount} {messageCount === 1 ? 'message' : 'messages'}
        </p>
      )}
      <ListingAbout listing={conversation?.listing ?? null} className={styles.listing} />
    </div>
  );
}
