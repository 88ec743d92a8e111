import type { ChatPartnerKind, ChatTarget } from '../../src/domain/chat';

export interface ChatImage {
  name: string;
  type: string;
  size: number;
}

/** A message the customer wrote that the server has not confirmed yet. */
export interface OutboxEntry {
  /** Chosen by the view, so a retry finds its bubble. */
  localId: string;
  text: string;
  images: ChatImage[];
  status: 'queued' | 'sending' | 'failed';
}

export interface ChatInput {
  target: ChatTarget;
  /** The receiver type new messages go to (`vendor` for a store, `delivery_man` for a courier). */
  partner: ChatPartnerKind;
  /** The receiver's id when the thread has no conversation yet (a store's vendor id or the courier id). */
  receiverId: number | null;
  /** The order the conversation started from, sent along with messages. */
  orderId?: number | null;
  pollBase?: number;
  pollMax?: number;
}

export interface ChatContext {
  target: ChatTarget;
  partner: ChatPartnerKind;
  receiverId: number | null;
  orderId: number | null;
  pollBase: number;
  pollMax: number;
  /** The wait before the next poll: back-off doubles it while nothing new arrives. */
  pollDelay: number;
  /** The newest message id seen, to tell news from a quiet poll. */
  newestId: number | null;
  outbox: OutboxEntry[];
  /** The tab is hidden (chat.visibility, also told before the thread has loaded). */
  hidden: boolean;
}

export interface ThreadState {
  newestId: number | null;
}

export interface SendInput {
  entry: OutboxEntry;
  target: ChatTarget;
  partner: ChatPartnerKind;
  receiverId: number | null;
  orderId: number | null;
}

export type ChatEvent =
  /** The composer's send: text and up to 3 images (core §5). */
  | { type: 'chat.send'; localId: string; text: string; images: ChatImage[] }
  /** A failed bubble's Retry. */
  | { type: 'chat.retry'; localId: string }
  /** A failed bubble's Delete. */
  | { type: 'chat.discard'; localId: string }
  /** The tab was hidden or shown again (document visibility; the view also says so on opening in a hidden tab). */
  | { type: 'chat.visibility'; hidden: boolean }
  /** Try again after the thread could not be loaded. */
  | { type: 'chat.reload' };
