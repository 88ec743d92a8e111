import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { button } from '../../../styled-system/recipes/button';
import { MoonIcon, SunIcon } from '../../ui/icons';
import { useThemeActor } from './themeActor';

/** core §4 Theme: one switch between light and dark. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const actor = useThemeActor();
  const { t } = useLingui();
  const dark = useSelector(actor, (s) => s.hasTag('dark'));
  const label = dark ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={withLabel ? undefined : label}
      title={label}
      className={button({ variant: 'ghost', size: withLabel ? 'sm' : 'icon' })}
      onClick={() => actor.send({ type: 'theme.toggle' })}
      data-testid="theme-toggle"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
      {withLabel ? <span>{dark ? t`Light mode` : t`Dark mode`}</span> : null}
    </button>
  );
}
