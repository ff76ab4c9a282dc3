import { createContext, use } from 'react';
import type { ListingRef } from '@spaceshare/shared/schemas/conversation';

/**
 * Opens the chat with another user and returns its id, or null when nothing should happen.
 * `lookupId` (from an order) is tried first; `listing` (from a listing's page) is what the chat is about;
 * `onRefused` (from an order) takes the server's reason for a refusal instead of the spec's alert.
 */
export type StartConversation = (
  otherUserId: string,
  about?: { lookupId?: string; listing?: ListingRef; onRefused?: (message: string) => void },
) => Promise<string | null>;

/**
 * Listings (Contact Me, Chat Now) and orders (Contact) open conversations, which is the messages
 * feature's call. Features do not import each other, so the app provides that call through this.
 */
export const ConversationStarterContext = createContext<StartConversation | null>(null);

export function useStartConversation(): StartConversation {
  const start = use(ConversationStarterContext);
  if (!start) throw new Error('useStartConversation() needs a ConversationStarterContext provider (see app/app.tsx).');
  return start;
}

/**
 * The router state of a navigation to /message/{id} that means to write (Chat Now, Contact Me, an
 * order's Contact): the thread opens with the focus in its message box instead of on its heading
 * (decision 2314). A conversation opened from the list keeps the pages' rule (decision 1302).
 */
export const TO_WRITE = { compose: true } as const;

export function opensToWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { compose?: unknown }).compose === true;
}
