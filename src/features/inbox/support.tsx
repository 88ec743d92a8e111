import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';

/**
 * The business's side of a support chat: the platform sends no participant for it (`receiver` null), and its
 * own web client shows the business's name and icon from the config, as here.
 */
export function useSupportIdentity(): { name: string; image: string | null } {
  const { t } = useLingui();
  const config = useQuery(configQuery()).data as
    { business_name?: string; fav_icon_full_url?: string | null } | undefined;
  return { name: config?.business_name || t`Support`, image: config?.fav_icon_full_url ?? null };
}

/** Opens the support chat (`/settings?page=inbox&with=support[&order_id=N]`), about an order when one is given. */
export function ChatWithSupportLink({
  orderId,
  variant = 'outline',
  children,
}: {
  orderId?: number;
  variant?: 'outline' | 'solid';
  children?: React.ReactNode;
}) {
  return (
    <Link to="/settings" search={{ page: 'inbox', with: 'support', order_id: orderId }} className={button({ variant })}>
      {children ?? <Trans>Chat with support</Trans>}
    </Link>
  );
}
