import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import { saveDeviceValue, useDeviceValue } from '../../api/scope';
import { DEVICE_KEYS } from '../../api/storage';
import { cookieNoticeShown } from '../../domain/cookieConsent';
import { useHydrated } from '../../ui/useHydrated';

const asIs = (v: unknown) => v;

const bar = css({
  position: 'fixed',
  insetInline: '0',
  // Above the phone's bottom navigation (below the nav breakpoint; the layout keeps the same room for it) and the safe area.
  bottom: { base: 'calc(token(sizes.14) + env(safe-area-inset-bottom, 0px))', nav: 'env(safe-area-inset-bottom, 0px)' },
  zIndex: 40,
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.12)',
  px: { base: '4', md: '6' },
  py: '3',
});
const inner = css({
  maxWidth: '1240px',
  mx: 'auto',
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: '3',
  alignItems: { base: 'stretch', md: 'center' },
  justifyContent: 'space-between',
});

/**
 * platform-api §7.5: the business's cookie notice, once a device (its answer kept under `cookiesConsent`).
 * Drawn only in the browser (the server cannot know the device's answer), with the footer's chunk; into <body>,
 * out of the footer's content-visibility, which would skip a fixed child while the footer is off screen.
 */
export default function CookieConsent() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const text = useQuery(configQuery()).data?.cookies_text;
  const answered = useDeviceValue(DEVICE_KEYS.cookieConsent, asIs);
  const { pathname } = useLocation();
  const shown = hydrated && cookieNoticeShown(text, answered, pathname);
  const height = useHeight(shown);
  if (!shown) return null;
  return createPortal(
    <>
      {/* As tall as the notice: the page's last lines scroll above it, so it never hides them for good. */}
      <div aria-hidden="true" style={{ height: height.value }} />
      <section ref={height.ref} aria-label={t`Cookie notice`} className={bar} data-testid="cookie-consent">
        <div className={inner}>
          <p className={css({ fontSize: 'sm' })}>
            {text}{' '}
            <Link
              to="/$page"
              params={{ page: 'cookies' }}
              className={css({ color: 'accent.default', textDecoration: 'underline' })}
            >
              <Trans>Cookie policy</Trans>
            </Link>
          </p>
          <div className={css({ display: 'flex', gap: '2', flexShrink: 0 })}>
            <AnswerButton accept={false}>
              <Trans>Decline</Trans>
            </AnswerButton>
            <AnswerButton accept>
              <Trans>Accept</Trans>
            </AnswerButton>
          </div>
        </div>
      </section>
    </>,
    document.body,
  );
}

/** Keeps the device's answer; accepting is the solid button. */
function AnswerButton({ accept, children }: { accept: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      className={button({ variant: accept ? 'solid' : 'outline' })}
      onClick={() => saveDeviceValue(DEVICE_KEYS.cookieConsent, accept)}
    >
      {children}
    </button>
  );
}

/** The notice's own height, followed as it wraps. */
function useHeight(shown: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    const observer = new ResizeObserver(() => setValue(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  return { ref, value };
}
