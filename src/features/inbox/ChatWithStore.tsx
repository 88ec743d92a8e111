import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';

/** The store header's Chat button (acc §2: chat is for signed-in customers); opens the store's thread. */
export function ChatWithStore({ storeId }: { storeId: number }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Link
      to="/settings"
      search={{ page: 'inbox', store_id: storeId }}
      className={button({ variant: 'outline', size: 'sm' })}
      data-testid="chat-with-store"
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </svg>
      <Trans>Chat</Trans>
    </Link>
  );
}
