import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { type ReactNode } from 'react';
import { HydrateLater } from '../../ui/HydrateLater';
import { lazyPart } from '../../ui/lazyPart';

// Below the first screen: rendered by the server, its code after the first load (docs/budgets.md).
const LandingBlocks = lazyPart(() => import('./LandingBlocks'));

const MODULE_HIGHLIGHTS = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel', 'rental'] as const;

export type ModuleHighlight = (typeof MODULE_HIGHLIGHTS)[number];

const tile = css({
  width: 'full',
  minHeight: '14',
  cluster: '2',
  justifyContent: 'space-between',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: '4',
  fontWeight: 'semibold',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { borderColor: 'accent.default', bg: 'accent.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

/**
 * acc §2 Landing: where a visitor without a location starts; `start` is the location entry. Each module tile
 * starts there too: `onPick` asks for a location when none is set, then /home opens in that module.
 */
export function Landing({
  moduleLabels,
  start,
  onPick,
}: {
  moduleLabels: Record<ModuleHighlight, string>;
  start: ReactNode;
  onPick: (module: ModuleHighlight) => void;
}) {
  return (
    <>
      <section
        className={css({
          maxWidth: '1240px',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: { base: '8', md: '16' },
          display: 'grid',
          gap: '8',
        })}
      >
        <div className={css({ stack: '4', maxWidth: '640px' })}>
          <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: '1.1' })}>
            <Trans>Everything you need, delivered from stores near you</Trans>
          </h1>
          <p className={css({ color: 'fg.muted', fontSize: 'lg' })}>
            <Trans>Order food, groceries, medicine and more, send a parcel or rent a ride, all in one place.</Trans>
          </p>
          {/* Choose a location to start (or go on to /home when one is set). */}
          {start}
        </div>
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            gap: '3',
          })}
        >
          {MODULE_HIGHLIGHTS.map((m) => (
            <li key={m}>
              <button type="button" className={tile} data-testid={`landing-module-${m}`} onClick={() => onPick(m)}>
                <span>{moduleLabels[m]}</span>
                <span
                  aria-hidden="true"
                  className={css({ color: 'accent.default', _rtl: { transform: 'scaleX(-1)' } })}
                >
                  →
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <HydrateLater>
        <LandingBlocks />
      </HydrateLater>
    </>
  );
}
