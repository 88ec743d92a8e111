import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { saveDeviceValue, useScope } from '../../api/scope';
import { DEVICE_KEYS } from '../../api/storage';
import { notificationsQuery, type Notice } from '../../api/queries/notifications';
import { newestId } from '../../domain/notifications';
import { Skeleton } from '../../ui/Skeleton';
import { useStatusWords } from '../../ui/orderStatusWords';
import { readingColumnClass } from '../../ui/surfaces';

const itemClass = css({ stack: '1', p: '3', layerStyle: 'surface', borderRadius: 'lg' });

/** turn4 §4.4 /notifications: what happened to the customer's orders, trips and support chat in the last 15 days. */
export function NotificationsPage({ guest }: { guest: ReactNode }) {
  const scope = useScope();
  return (
    <section className={readingColumnClass} data-testid="notifications-page">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Notifications</Trans>
      </h1>
      {scope.signedIn ? <NoticeList hasZone={scope.zone !== null} /> : guest}
    </section>
  );
}

function NoticeList({ hasZone }: { hasZone: boolean }) {
  const list = useQuery(notificationsQuery(true, hasZone));
  const notices = list.data;
  // Opening the page reads them: the bell's count drops to 0.
  useEffect(() => {
    if (notices?.length) saveDeviceValue(DEVICE_KEYS.notificationsSeen, newestId(notices));
  }, [notices]);
  if (!hasZone)
    return (
      <p className={css({ color: 'fg.muted' })}>
        <Trans>Choose your location to see your notifications.</Trans>
      </p>
    );
  if (list.isPending) return <Skeleton className={css({ height: '24', borderRadius: 'lg' })} />;
  if (list.isError)
    return (
      <p role="alert" className={css({ color: 'fg.danger' })}>
        <Trans>The notifications could not be loaded.</Trans>
      </p>
    );
  if (!notices?.length)
    return (
      <p className={css({ color: 'fg.muted', textAlign: 'center', py: '8' })}>
        <Trans>No notifications yet. News of your orders will appear here.</Trans>
      </p>
    );
  return (
    <ul className={css({ stack: '2' })}>
      {notices.map((n) => (
        <NoticeItem key={n.id} notice={n} />
      ))}
    </ul>
  );
}

function NoticeItem({ notice: n }: { notice: Notice }) {
  const { t } = useLingui();
  const words = useStatusWords();
  const title =
    n.kind === 'order' && n.orderId ? t`Order #${n.orderId}` : n.kind === 'message' ? t`Support answered` : n.title;
  // Order news in the customer's language; trips and support answers as the server wrote them.
  const text = n.kind === 'order' && n.status ? words(n.status) : n.description;
  return (
    <li className={itemClass} data-testid="notification">
      <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
        <strong>{title}</strong>
        <small className={css({ color: 'fg.muted', flexShrink: 0 })} dir="ltr">
          {n.createdAt.slice(0, 16)}
        </small>
      </span>
      <span className={css({ color: 'fg.muted', wordBreak: 'break-word' })}>{text}</span>
      <NoticeLink notice={n} />
    </li>
  );
}

function NoticeLink({ notice: n }: { notice: Notice }) {
  const cls = button({ variant: 'outline', size: 'sm' });
  if (n.kind === 'order' && n.orderId)
    return (
      <Link to="/my-orders/$orderId" params={{ orderId: String(n.orderId) }} className={cls}>
        <Trans>View order</Trans>
      </Link>
    );
  if (n.kind === 'trip' && n.orderId)
    return (
      <Link to="/my-trips/$tripId" params={{ tripId: String(n.orderId) }} className={cls}>
        <Trans>View trip</Trans>
      </Link>
    );
  if (n.kind === 'message')
    return (
      <Link to="/settings" search={{ page: 'inbox', with: 'support' }} className={cls}>
        <Trans>Open the chat</Trans>
      </Link>
    );
  return null;
}
