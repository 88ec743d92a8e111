import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { getScope, useSignedIn } from '../../api/scope';
import { storeDetailsQuery } from '../../api/queries/catalog';
import { ownOrderQuery } from '../../api/queries/orders';
import { SUPPORT_TARGET, type ChatPartnerKind, type ChatTarget } from '../../domain/chat';
import { Skeleton } from '../../ui/Skeleton';
import { ConversationList } from './ConversationList';
import { Thread } from './Thread';
import { useSupportIdentity } from './support';
import { denseReadingColumnClass } from '../../ui/denseReadingColumn';
import { StateMessage } from '../../ui/StateMessage';
import { BackChevronIcon } from './icons';

/** What the URL asks the inbox for (`/settings?page=inbox[&order_id=N&with=store|deliveryman|support][&store_id=N]`). */
export interface InboxSearch {
  conversation_id?: number | undefined;
  order_id?: number | undefined;
  with?: 'store' | 'deliveryman' | 'support' | undefined;
  store_id?: number | undefined;
}

export const inboxPageClass = denseReadingColumnClass;

/** The inbox: the conversation list, or one thread when the URL names a conversation, a store or an order. */
export function InboxPage({ search }: { search: InboxSearch }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  if (search.with === 'support') return <SupportThread orderId={search.order_id ?? null} />;
  if (search.conversation_id) {
    return (
      <Thread
        key={`c${search.conversation_id}`}
        target={{ kind: 'conversation', id: search.conversation_id }}
        partner={search.with === 'deliveryman' ? 'delivery_man' : 'vendor'}
        receiverId={null}
        orderId={null}
        fallbackName=""
        backLink={<BackToInbox />}
      />
    );
  }
  if (search.order_id)
    return (
      <OrderThread orderId={search.order_id} partner={search.with === 'deliveryman' ? 'delivery_man' : 'vendor'} />
    );
  if (search.store_id) return <StoreThread storeId={search.store_id} />;
  return <ConversationList />;
}

/** The support chat with the business, about an order when the link carried one ("Need help with this order?"). */
function SupportThread({ orderId }: { orderId: number | null }) {
  const support = useSupportIdentity();
  return (
    <Thread
      key={`support${orderId ?? ''}`}
      target={SUPPORT_TARGET}
      partner="admin"
      receiverId={null}
      orderId={orderId}
      fallbackName={support.name}
      fallbackImage={support.image}
      backLink={<BackToInbox />}
    />
  );
}

function BackToInbox() {
  const { t } = useLingui();
  return (
    <Link
      to="/settings"
      search={{ page: 'inbox' }}
      aria-label={t`Back to conversations`}
      className={button({ variant: 'ghost', size: 'icon' })}
    >
      <BackChevronIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
    </Link>
  );
}

function Waiting() {
  return <Skeleton className={css({ height: '40', borderRadius: 'lg' })} />;
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <StateMessage
      alert="block"
      text={children}
      action={
        <Link to="/settings" search={{ page: 'inbox' }} className={button({ variant: 'outline' })}>
          <Trans>Back to conversations</Trans>
        </Link>
      }
    />
  );
}

/** Chat with a store from its page (the store header's Chat button). */
function StoreThread({ storeId }: { storeId: number }) {
  const store = useQuery(storeDetailsQuery(getScope(), String(storeId)));
  if (store.isPending) return <Waiting />;
  if (!store.data)
    return (
      <Problem>
        <Trans>This store cannot be reached.</Trans>
      </Problem>
    );
  const vendorId = store.data.vendor_id ?? store.data.id;
  return (
    <Thread
      key={`s${storeId}`}
      target={{ kind: 'vendor', id: vendorId }}
      partner="vendor"
      receiverId={vendorId}
      orderId={null}
      fallbackName={store.data.name}
      fallbackImage={store.data.logo_full_url ?? null}
      backLink={<BackToInbox />}
    />
  );
}

/** Chat about an order: with its store, or with its courier once one is assigned. */
function OrderThread({ orderId, partner }: { orderId: number; partner: ChatPartnerKind }) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const order = useQuery(ownOrderQuery(signedIn, orderId));
  if (order.isPending) return <Waiting />;
  if (!order.data)
    return (
      <Problem>
        <Trans>This order cannot be found.</Trans>
      </Problem>
    );
  const o = order.data;
  let target: ChatTarget;
  let name: string;
  let image: string | null = null;
  if (partner === 'delivery_man') {
    if (!o.delivery_man_id)
      return (
        <Problem>
          <Trans>No delivery man is assigned to this order yet.</Trans>
        </Problem>
      );
    target = { kind: 'delivery_man', id: o.delivery_man_id };
    // The courier's own name beside the "Delivery man" role (not the role twice, with a "D" for a face).
    const courier = o.delivery_man;
    name = [courier?.f_name, courier?.l_name].filter(Boolean).join(' ') || t`Delivery man`;
    image = courier?.image_full_url ?? null;
  } else {
    const vendorId = o.store?.vendor_id ?? o.store_id;
    if (!vendorId)
      return (
        <Problem>
          <Trans>This store cannot be reached.</Trans>
        </Problem>
      );
    target = { kind: 'vendor', id: vendorId };
    name = o.store?.name ?? '';
    image = o.store?.logo_full_url ?? null;
  }
  return (
    <Thread
      key={`o${orderId}${partner}`}
      target={target}
      partner={partner}
      receiverId={target.id}
      orderId={orderId}
      fallbackName={name}
      fallbackImage={image}
      backLink={<BackToInbox />}
    />
  );
}
