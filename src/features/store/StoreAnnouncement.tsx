import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';

/** The store's own announcement (platform-api-turn4 §0.5: `announcement` 1 with `announcement_message`). */
export function StoreAnnouncement({
  store,
}: {
  store: { announcement?: number | null; announcement_message?: string | null };
}) {
  if (store.announcement !== 1 || !store.announcement_message) return null;
  return (
    <aside
      className={css({
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.subtle',
        p: '3',
        fontSize: 'sm',
      })}
      data-testid="store-announcement"
    >
      <strong className={css({ display: 'block', fontWeight: 'semibold' })}>
        <Trans>Announcement</Trans>
      </strong>
      <span className={css({ overflowWrap: 'anywhere' })}>{store.announcement_message}</span>
    </aside>
  );
}
