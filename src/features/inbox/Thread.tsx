import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { isOwnMessage, type ChatPartnerKind } from '../../domain/chat';
import { Skeleton } from '../../ui/Skeleton';
import { Composer } from './Composer';
import { Avatar } from './Avatar';
import { MessageBubble, OutboxBubble } from './ThreadBubbles';
import { useThread, type ThreadInput, type ThreadView } from './useThread';
import { StateMessage } from '../../ui/StateMessage';

export interface ThreadProps extends ThreadInput {
  backLink: React.ReactNode;
}

/** One conversation: header, messages (older pages on demand), the outbox's bubbles and the composer. */
export function Thread({ backLink, ...input }: ThreadProps) {
  const { t } = useLingui();
  const view = useThread(input);
  const { actor, thread, name } = view;

  return (
    <section
      data-testid="chat-thread"
      aria-label={t`Conversation with ${name}`}
      className={css({ stack: '3', minHeight: '0' })}
    >
      <header className={css({ cluster: '3', pb: '3', borderBottomWidth: '1px', borderColor: 'border.default' })}>
        {backLink}
        <Avatar name={name} src={view.image} />
        <div className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
          <h2 className={css({ fontWeight: 'bold', fontSize: 'lg', truncate: true })}>{name}</h2>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <PartnerRole partner={input.partner} />
          </span>
        </div>
      </header>

      {thread === 'failed' ? (
        <StateMessage
          alert="block"
          text={<Trans>The conversation could not be loaded.</Trans>}
          action={
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => actor.send({ type: 'chat.reload' })}
            >
              <Trans>Try again</Trans>
            </button>
          }
        />
      ) : (
        <MessageList view={view} />
      )}

      <Composer
        disabled={thread === 'failed'}
        onSend={(text, images) => actor.send({ type: 'chat.send', localId: crypto.randomUUID(), text, images })}
      />
    </section>
  );
}

/** The messages, oldest first: "load earlier" while older pages remain, then the sent ones, then the outbox's. */
function MessageList({ view }: { view: ThreadView }) {
  const { actor, thread, outbox, query, pages, conversation, messages, name, listRef, time } = view;
  return (
    <ol
      ref={listRef}
      aria-live="polite"
      aria-busy={thread === 'loading'}
      data-testid="chat-messages"
      className={css({ stack: '2', overflowY: 'auto', maxHeight: '55vh', minHeight: '40', py: '2' })}
    >
      {query.hasNextPage && (
        <li className={css({ alignSelf: 'center' })}>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
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
  );
}

function PartnerRole({ partner }: { partner: ChatPartnerKind }) {
  if (partner === 'admin') return <Trans>Customer support</Trans>;
  return partner === 'vendor' ? <Trans>Store</Trans> : <Trans>Delivery man</Trans>;
}
