import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { threadMessages, threadQuery, type Conversation } from '../../api/queries/inbox';
import type { ChatPartnerKind, ChatTarget } from '../../domain/chat';
import { dateFormat } from '../../domain/datetime';
import { useChatLogic } from './chatLogic';

export interface ThreadInput {
  target: ChatTarget;
  partner: ChatPartnerKind;
  receiverId: number | null;
  orderId: number | null;
  /** The store's or courier's name while the thread has no conversation yet. */
  fallbackName: string;
  fallbackImage?: string | null;
}

/**
 * One thread's wiring: its chat actor (which loads and polls the thread, paused while the tab is hidden), the
 * cached pages of messages, who the other side is, and the list that follows the newest message.
 */
export function useThread({ target, partner, receiverId, orderId, fallbackName, fallbackImage }: ThreadInput) {
  const { i18n } = useLingui();
  const logic = useChatLogic();
  const actor = useActorRef(logic, { input: { target, partner, receiverId, orderId } });
  const thread = useSelector(actor, (s) => (s.hasTag('failed') ? 'failed' : s.hasTag('loading') ? 'loading' : 'live'));
  const outbox = useSelector(actor, (s) => s.context.outbox);
  // The machine loads and polls the thread; this only reads the cache and pages back on demand.
  const query = useInfiniteQuery({ ...threadQuery(target), enabled: false });
  const pages = query.data?.pages;
  const conversation: Conversation | null = pages?.[0]?.conversation ?? null;
  const messages = threadMessages(pages);
  // Support has no receiver (the platform's participant 0): the fallback (the business's name) stays.
  const receiver = conversation?.receiver_type === 'admin' ? null : conversation?.receiver;
  const name = receiver ? `${receiver.f_name ?? ''} ${receiver.l_name ?? ''}`.trim() : fallbackName;
  const image = receiver?.image_full_url ?? fallbackImage ?? null;

  useEffect(() => {
    const onVisibility = () => actor.send({ type: 'chat.visibility', hidden: document.visibilityState === 'hidden' });
    // Opened in a hidden tab: the thread loads but no polling starts until the tab is shown.
    if (document.hidden) onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);

  // New messages (and the customer's own bubbles) scroll into view.
  const listRef = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest, outbox.length]);

  const time = (iso: string) => dateFormat(i18n.locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

  return { actor, thread, outbox, query, pages, conversation, messages, name, image, listRef, time };
}

export type ThreadView = ReturnType<typeof useThread>;
