import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();
// The server renders for a browser that reached it: online.
const online = () => true;

/**
 * core §3 Offline: without a connection the queries wait (TanStack Query pauses them) and a page opened
 * meanwhile would show its placeholders with no word why. This says so, while every page keeps what it
 * last loaded; the paused queries run again by themselves once the connection is back.
 */
export function OfflineNotice() {
  const connected = useSyncExternalStore(subscribe, isOnline, online);
  if (connected) return null;
  return (
    <p
      role="status"
      data-testid="offline-notice"
      className={css({
        bg: 'bg.inverse',
        color: 'fg.inverse',
        fontSize: 'sm',
        fontWeight: 'medium',
        textAlign: 'center',
        px: '4',
        py: '2',
      })}
    >
      <Trans>You are offline. You see what was last loaded; the rest loads when you are back online.</Trans>
    </p>
  );
}
