import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { threadMessages, threadQuery, type ChatMessage, type Conversation } from '../../api/queries/inbox';
import { isOwnMessage, type ChatPartnerKind, type ChatTarget } from '../../domain/chat';
import type { OutboxEntry } from '../../../machines/inbox/chat.machine';
import { Skeleton } from '../../ui/Skeleton';
import { useChatLogic } from './chatLogic';
import { Composer } from './Composer';
import { Avatar } from './Avatar';
import { dateFormat } from '../../domain/datetime';

export interface ThreadProps {
  target: ChatTarget;
  partner: ChatPartnerKind;
  receiverId: number | null;
  orderId: number | null;
  /** The store's or courier's name while the thread has no conversation yet. */
  fallbackName: string;
  fallbackImage?: string | null;
  backLink: React.ReactNode;
}

const bubbleBase = css({ maxWidth: '80%', px: '3', py: '2', borderRadius: 'xl', display: 'flex', flexDirection: 'column', gap: '1', wordBreak: 'break-word' });
const mine = css({ alignSelf: 'flex-end', bg: 'accent.default', color: 'accent.fg', borderEndEndRadius: 'sm' });
const theirs = css({ alignSelf: 'flex-start', bg: 'bg.subtle', color: 'fg.default', borderEndStartRadius: 'sm' });
const metaClass = css({ fontSize: 'xs' });

/** One conversation: header, messages (older pages on demand), the outbox's bubbles and the composer. */
export function Thread({ target, partner, receiverId, orderId, fallbackName, fallbackImage, backLink }: ThreadProps) {
  const { t, i18n } = useLingui();
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

  return (
    <section data-testid="chat-thread" aria-label={t`Conversation with ${name}`} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minHeight: '0' })}>
      <header className={css({ display: 'flex', alignItems: 'center', gap: '3', pb: '3', borderBottomWidth: '1px', borderColor: 'border.default' })}>
        {backLink}
        <Avatar name={name} src={image} />
        <div className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
          <h2 className={css({ fontWeight: 'bold', fontSize: 'lg', truncate: true })}>{name}</h2>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <PartnerRole partner={partner} />
          </span>
        </div>
      </header>

      {thread === 'failed' ? (
        <div role="alert" className={css({ textAlign: 'center', py: '8', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })}>
          <p>
            <Trans>The conversation could not be loaded.</Trans>
          </p>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'chat.reload' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <ol
          ref={listRef}
          aria-live="polite"
          aria-busy={thread === 'loading'}
          data-testid="chat-messages"
          className={css({ display: 'flex', flexDirection: 'column', gap: '2', overflowY: 'auto', maxHeight: '55vh', minHeight: '40', py: '2' })}
        >
          {query.hasNextPage && (
            <li className={css({ alignSelf: 'center' })}>
              <button type="button" className={button({ variant: 'ghost', size: 'sm' })} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                <Trans>Load earlier messages</Trans>
              </button>
            </li>
          )}
          {thread === 'loading' && !pages && (
            <>
              <Skeleton className={css({ height: '10', width: '60%', borderRadius: 'xl' })} />
              <Skeleton className={css({ height: '10', width: '45%', borderRadius: 'xl', alignSelf: 'flex-end' })} />
            </>
          )}
          {thread !== 'loading' && messages.length === 0 && outbox.length === 0 && (
            <li className={css({ alignSelf: 'center', color: 'fg.muted', textAlign: 'center', py: '6' })}>
              <Trans>Say hello to {name}: write your first message below.</Trans>
            </li>
          )}
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} own={isOwnMessage(m, conversation)} time={time(m.created_at)} />
          ))}
          {outbox.map((entry) => (
            <OutboxBubble
              key={entry.localId}
              entry={entry}
              onRetry={() => actor.send({ type: 'chat.retry', localId: entry.localId })}
              onDiscard={() => actor.send({ type: 'chat.discard', localId: entry.localId })}
            />
          ))}
        </ol>
      )}

      <Composer disabled={thread === 'failed'} onSend={(text, images) => actor.send({ type: 'chat.send', localId: crypto.randomUUID(), text, images })} />
    </section>
  );
}

function MessageBubble({ message, own, time }: { message: ChatMessage; own: boolean; time: string }) {
  const { t } = useLingui();
  return (
    <li data-testid={own ? 'message-own' : 'message-theirs'} className={cx(bubbleBase, own ? mine : theirs)}>
      {message.file_full_url.length > 0 && (
        <span className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
          {message.file_full_url.map((src) => (
            <a key={src} href={src} target="_blank" rel="noreferrer" aria-label={t`Open the image`}>
              <img src={src} alt="" width={96} height={96} className={css({ width: '24', height: '24', objectFit: 'cover', borderRadius: 'md', bg: 'bg.canvas' })} />
            </a>
          ))}
        </span>
      )}
      {message.message && <span dir="auto">{message.message}</span>}
      <span className={metaClass}>
        {time}
        {own && (
          <>
            {' · '}
            {message.is_seen ? <Trans>Seen</Trans> : <Trans>Sent</Trans>}
          </>
        )}
      </span>
    </li>
  );
}

function OutboxBubble({ entry, onRetry, onDiscard }: { entry: OutboxEntry; onRetry: () => void; onDiscard: () => void }) {
  const failed = entry.status === 'failed';
  return (
    <li data-testid="message-outbox" data-status={entry.status} className={cx(bubbleBase, mine)}>
      {entry.images.length > 0 && (
        <span className={metaClass}>
          <Plural value={entry.images.length} one="# image" other="# images" />
        </span>
      )}
      {entry.text && <span>{entry.text}</span>}
      {failed ? (
        <span className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          <span role="alert" className={metaClass}>
            <Trans>Not sent</Trans>
          </span>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onDiscard}>
            <Trans>Delete</Trans>
          </button>
        </span>
      ) : (
        <span className={metaClass}>
          <Trans>Sending…</Trans>
        </span>
      )}
    </li>
  );
}

function PartnerRole({ partner }: { partner: ChatPartnerKind }) {
  if (partner === 'admin') return <Trans>Customer support</Trans>;
  return partner === 'vendor' ? <Trans>Store</Trans> : <Trans>Delivery man</Trans>;
}
