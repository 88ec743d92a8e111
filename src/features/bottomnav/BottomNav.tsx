import type { ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { useScope } from '../../api/scope';
import { bottomTabs, showsBottomNav } from '../../domain/bottomNav';
import { ChatIcon, HomeIcon, TruckIcon } from '../../ui/icons';

/** The bar's height above the safe area; the root layout keeps the same room free below the page (BOTTOM_NAV_ROOM). */
const bar = css({
  hideFrom: 'nav',
  position: 'fixed',
  insetInline: '0',
  bottom: '0',
  zIndex: 'sticky',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  pb: 'env(safe-area-inset-bottom)',
  ps: 'env(safe-area-inset-left)',
  pe: 'env(safe-area-inset-right)',
  // A modal dialog or alert dialog (the cart, the item, sign-in, a question) has its own actions at the bottom: the bar steps aside.
  'body:has([aria-modal="true"]) &': { display: 'none' },
});
const list = css({ display: 'flex', height: '14', alignItems: 'stretch' });
const cell = css({
  flex: '1',
  minW: '0',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  fontSize: '2xs',
  color: 'fg.muted',
  textDecoration: 'none',
  '&[aria-current="page"]': { color: 'accent.default', fontWeight: 'semibold' },
  // A slot's button (cart, wishlist) takes the whole cell, its words drawn under the icon.
  '& > button': {
    position: 'absolute',
    inset: '0',
    width: 'full',
    height: 'full',
    borderRadius: '0',
    alignItems: 'flex-start',
    pt: '1',
  },
});
const words = css({ maxW: 'full', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: '1' });

function LinkTab({
  to,
  search,
  icon,
  text,
  current,
  testId,
}: {
  to: '/home' | '/my-orders' | '/settings';
  search?: { page: 'inbox' };
  icon: ReactNode;
  text: string;
  current: boolean;
  testId: string;
}) {
  return (
    <li className={css({ display: 'flex', flex: '1', minW: '0' })}>
      <Link to={to} search={search} className={cell} aria-current={current ? 'page' : undefined} data-testid={testId}>
        {icon}
        <span className={words}>{text}</span>
      </Link>
    </li>
  );
}

/** A tab whose button comes from its feature (the cart and wishlist badges, with their drawers and counts). */
function SlotTab({ slot, text }: { slot: ReactNode; text: string }) {
  return (
    <li className={css({ display: 'flex', flex: '1', minW: '0' })}>
      <span className={cell}>
        {slot}
        <span aria-hidden="true" className={`${words} ${css({ mt: '6', pointerEvents: 'none' })}`}>
          {text}
        </span>
      </span>
    </li>
  );
}

/**
 * The phone's bottom navigation (below 1180 px): Home, Orders, Cart with its count, Chat and Wishlist, the
 * cart, chat and wishlist by the header's rule (acc §2). Not on a page with its own bottom action, nor over
 * a dialog. Not with the first load (docs/budgets.md): the root layout reserves its room with CSS.
 */
export default function BottomNav({ cart, wishlist }: { cart: ReactNode; wishlist: ReactNode }) {
  const { t } = useLingui();
  const scope = useScope();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!showsBottomNav(pathname)) return null;
  const tabs = bottomTabs({ moduleType: scope.moduleType, signedIn: scope.signedIn, hasZone: scope.zone !== null });
  return (
    <nav aria-label={t`Bottom navigation`} className={bar} data-testid="bottom-nav">
      <ul className={list}>
        <LinkTab
          to="/home"
          icon={<HomeIcon />}
          text={t({ message: 'Home', context: 'the bottom bar tab: the home page, not a home address' })}
          current={pathname === '/home'}
          testId="bottom-nav-home"
        />
        <LinkTab
          to="/my-orders"
          icon={<TruckIcon />}
          text={t`Orders`}
          current={pathname.startsWith('/my-orders')}
          testId="bottom-nav-orders"
        />
        {tabs.cart ? <SlotTab slot={cart} text={t`Cart`} /> : null}
        {tabs.chat ? (
          <LinkTab
            to="/settings"
            search={{ page: 'inbox' }}
            icon={<ChatIcon />}
            text={t`Chat`}
            current={pathname === '/settings'}
            testId="bottom-nav-chat"
          />
        ) : null}
        {tabs.wishlist ? <SlotTab slot={wishlist} text={t`Wishlist`} /> : null}
      </ul>
    </nav>
  );
}
