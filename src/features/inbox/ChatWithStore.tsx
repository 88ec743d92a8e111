import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import { ChatBubbleIcon } from './icons';

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
      <ChatBubbleIcon size={16} />
      <Trans>Chat</Trans>
    </Link>
  );
}
