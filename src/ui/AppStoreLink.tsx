import { Trans } from '@lingui/react/macro';
import { css } from '../../styled-system/css';
import type { AppLink } from '../domain/footer';

/** A link to an app in its store: a dark pill with the store's name (the footer, the landing page). */
export const appStoreLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '3',
  minHeight: '11',
  borderRadius: 'lg',
  bg: 'bg.inverse',
  color: 'fg.inverse',
  fontSize: 'sm',
  fontWeight: 'semibold',
  textDecoration: 'none',
});

/** The words of an app-store link, as the stores ask them to be written. */
export function AppStoreName({ store }: { store: AppLink['store'] }) {
  return store === 'google-play' ? <Trans>Get it on Google Play</Trans> : <Trans>Download on the App Store</Trans>;
}
