import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import { conversationsQuery, type Conversation } from '../../api/queries/inbox';
import { isOwnMessage } from '../../domain/chat';
import { inputClass } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { Avatar } from './Avatar';
import { ChatWithSupportLink, useSupportIdentity } from './support';
import { dateFormat } from '../../domain/datetime';
import { mutedStateMessageClass } from '../../ui/StateMessage';
import { listRowCardClass } from '../../ui/listRow';
import { ChatBubbleIcon } from './icons';

/** Conversations with stores and couriers: last message, unread count, search by name (issue 18). */
export function ConversationList() {
  const { t, i18n } = useLingui();
  const signedIn = useSignedIn();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 300);
  const list = useQuery(conversationsQuery(signedIn, search));
  const conversations = list.data?.conversations ?? [];
  const when = (iso: string | null | undefined) =>
    iso ? dateFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)) : '';

  if (list.isSuccess && conversations.length === 0 && !search && !typed) return <EmptyInbox />;

  return (
    <div className={css({ stack: '3' })} data-testid="conversation-list">
      <ChatWithSupportLink />
      <input
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        placeholder={t`Search conversations`}
        aria-label={t`Search conversations`}
        className={inputClass}
      />
      {list.isPending ? (
        <div aria-busy="true" className={css({ stack: '2' })}>
          <Skeleton className={css({ height: '16', borderRadius: 'lg' })} />
          <Skeleton className={css({ height: '16', borderRadius: 'lg' })} />
        </div>
      ) : list.isError ? (
        <p role="alert" className={css({ color: 'fg.danger' })}>
          <Trans>The conversations could not be loaded.</Trans>
        </p>
      ) : conversations.length === 0 ? (
        <p className={css({ color: 'fg.muted', textAlign: 'center', py: '6' })}>
          <Trans>No conversation matches “{typed}”.</Trans>
        </p>
      ) : (
        <ul className={css({ stack: '2' })}>
          {conversations.map((c) => (
            <Row key={c.id} c={c} when={when(c.last_message_time)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Row({ c, when }: { c: Conversation; when: string }) {
  const { t } = useLingui();
  const support = useSupportIdentity();
  const isSupport = c.receiver_type === 'admin';
  const name = c.receiver && !isSupport ? `${c.receiver.f_name ?? ''} ${c.receiver.l_name ?? ''}`.trim() : support.name;
  const image = c.receiver && !isSupport ? c.receiver.image_full_url : support.image;
  const last = c.last_message;
  const preview = last ? (last.message ?? (last.file_full_url.length ? t`Photo` : '')) : '';
  const unread = c.unread_message_count;
  return (
    <li>
      <Link
        to="/settings"
        search={
          isSupport
            ? { page: 'inbox', with: 'support' }
            : {
                page: 'inbox',
                conversation_id: c.id,
                with: c.receiver_type === 'delivery_man' ? 'deliveryman' : 'store',
              }
        }
        data-testid="conversation-row"
        className={cx(
          listRowCardClass,
          css({ cluster: '3', p: '3', textDecoration: 'none', color: 'fg.default', _hover: { bg: 'bg.subtle' } }),
        )}
      >
        <Avatar name={name} src={image} />
        <span className={css({ stack: '0.5', flex: '1', minWidth: '0' })}>
          <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
            <span className={css({ fontWeight: unread ? 'bold' : 'semibold', truncate: true })}>{name}</span>
            <span className={css({ fontSize: 'xs', color: 'fg.muted', flexShrink: 0 })}>{when}</span>
          </span>
          <span className={css({ cluster: '2', justifyContent: 'space-between' })}>
            <span className={css({ fontSize: 'sm', color: unread ? 'fg.default' : 'fg.muted', truncate: true })}>
              {last && isOwnMessage(last, c) ? <Trans>You: {preview}</Trans> : preview}
            </span>
            {unread > 0 && (
              <span
                data-testid="unread-count"
                aria-label={t`${unread} unread`}
                className={css({
                  minWidth: '5',
                  height: '5',
                  px: '1.5',
                  borderRadius: 'full',
                  bg: 'accent.default',
                  color: 'accent.fg',
                  fontSize: 'xs',
                  fontWeight: 'bold',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  flexShrink: 0,
                })}
              >
                {unread}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The inbox before the first message: where conversations start. */
function EmptyInbox() {
  return (
    <div data-testid="inbox-empty" className={mutedStateMessageClass}>
      <ChatBubbleIcon size={48} strokeWidth={1.5} />
      <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
        <Trans>No conversations yet</Trans>
      </p>
      <p>
        <Trans>
          Chat with a store from its page (the Chat button), or with the store or your delivery man from an order.
        </Trans>
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })}>
        <Link to="/my-orders" className={button()}>
          <Trans>My orders</Trans>
        </Link>
        <Link to="/home" className={button({ variant: 'outline' })}>
          <Trans>Browse stores</Trans>
        </Link>
        <ChatWithSupportLink />
      </div>
    </div>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}
