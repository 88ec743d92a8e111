import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useScope } from '../../api/scope';
import { headerEntries } from '../../domain/header';
import { ChatIcon, PhoneIcon, PinIcon, TruckIcon } from '../../ui/icons';

/**
 * An icon on phones and narrow desktops; icon and words from 1280px, where the header has room (between 1180
 * and 1280 the words would leave the search field too narrow for its placeholder).
 */
const entryClass = `${button({ variant: 'ghost', size: 'sm' })} ${css({
  px: { base: '0', xl: '3' },
  width: { base: '11', xl: 'auto' },
  minHeight: '11',
  borderRadius: { base: 'full', xl: 'md' },
  gap: '1.5',
  flexShrink: 0,
})}`;

/** One entry: the icon, and the words beside it where there is room (the link's name is the words at every width). */
function Entry({ icon, text, testId, ...link }: LinkProps & { icon: ReactNode; text: string; testId: string }) {
  return (
    <Link {...link} className={entryClass} aria-label={text} title={text} data-testid={testId}>
      {icon}
      <span className={css({ hideBelow: 'xl' })}>{text}</span>
    </Link>
  );
}

/**
 * acc §2 Header: the Contact link (parcel only), Track order / Track trip (guests, not parcel) and the chat
 * entry (signed in, not parcel). Which ones show is the rule in src/domain/header.ts.
 */
export function HeaderLinks() {
  const { t } = useLingui();
  const scope = useScope();
  const entries = headerEntries({
    moduleType: scope.moduleType,
    signedIn: scope.signedIn,
    hasZone: scope.zone !== null,
  });
  const contact = t`Contact`;
  const trackOrder = t`Track order`;
  const trackTrip = t`Track trip`;
  const chat = t`Chat`;
  return (
    <>
      {entries.contact ? (
        <Entry to="/$page" params={{ page: 'contact' }} icon={<PhoneIcon />} text={contact} testId="header-contact" />
      ) : null}
      {entries.track?.kind === 'order' ? (
        <Entry to="/track-order" icon={<TruckIcon />} text={trackOrder} testId="header-track" />
      ) : null}
      {entries.track?.kind === 'trip' ? (
        <Entry to="/my-trips" icon={<PinIcon />} text={trackTrip} testId="header-track" />
      ) : null}
      {entries.chat ? (
        <Entry to="/settings" search={{ page: 'inbox' }} icon={<ChatIcon />} text={chat} testId="header-chat" />
      ) : null}
    </>
  );
}
