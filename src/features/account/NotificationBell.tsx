import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useScope, useDeviceValue } from '../../api/scope';
import { DEVICE_KEYS } from '../../api/storage';
import { notificationsQuery, type Notice } from '../../api/queries/notifications';
import { newestId, noticesToToast, unreadCount } from '../../domain/notifications';
import { notify } from '../../ui/toaster';
import { useStatusWords } from '../../ui/orderStatusWords';
import { Icon } from '../../ui/icons';
import { countClass } from '../../ui/IconBadgeButton';

/** How often a visible tab asks for news; react-query stops the interval while the tab is hidden. */
export const NOTICE_POLL_MS = 10_000;

const seenOf = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : 0);

/**
 * turn4 §4.4 the header bell (signed in, zone chosen): the unread count, a link to /notifications; and while
 * browsing (§4.5) a toast when a running order is accepted, picked up or delivered. It comes with the
 * signed-in menu's chunk, not with the first load (docs/budgets.md).
 */
export function NotificationBell() {
  const { t } = useLingui();
  const scope = useScope();
  const hasZone = scope.zone !== null;
  const list = useQuery({
    ...notificationsQuery(scope.signedIn, hasZone),
    refetchInterval: NOTICE_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const seen = useDeviceValue(DEVICE_KEYS.notificationsSeen, seenOf);
  useStatusToasts(list.data);
  if (!scope.signedIn || !hasZone) return null;
  const n = unreadCount(list.data ?? [], seen);
  return (
    <a
      href="/notifications"
      className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ position: 'relative' })}`}
      aria-label={n ? t`Notifications, ${n} unread` : t`Notifications`}
      title={t`Notifications`}
      data-testid="notification-bell"
    >
      {/* Square line ends, as the bell was drawn (the shared frame's default ends are round). */}
      <Icon size={22} strokeLinecap="butt" strokeLinejoin="miter">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </Icon>
      {n > 0 ? (
        <span aria-hidden="true" data-testid="notification-count" className={countClass}>
          {n > 99 ? '99+' : n}
        </span>
      ) : null}
    </a>
  );
}

/** Toasts the order news that arrived after the first answer of this page (older news is in the bell). */
function useStatusToasts(notices: Notice[] | undefined) {
  const { t } = useLingui();
  const words = useStatusWords();
  const navigate = useNavigate();
  const since = useRef<number | null>(null);
  useEffect(() => {
    if (!notices) return;
    if (since.current === null) {
      since.current = newestId(notices);
      return;
    }
    for (const n of noticesToToast(notices, since.current)) {
      const id = n.orderId!;
      notify('info', `${t`Order #${id}`}: ${words(n.status)}`, `order-news-${id}`, {
        label: t`View order`,
        run: () => void navigate({ to: '/my-orders/$orderId', params: { orderId: String(id) } }),
      });
    }
    since.current = newestId(notices, since.current);
  }, [notices, t, words, navigate]);
}
