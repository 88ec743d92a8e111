import { useSelector } from '@xstate/react';
import { css } from '../../../styled-system/css';
import { LANGUAGES } from '../../domain/language';
import type { MenuProps } from '../../ui/MenuButton';
import { MenuFrame, menuItemClass } from '../../ui/Menu';
import { useLanguageActor } from './languageActor';

/**
 * acc §2 Header top bar: the languages with their countries (core §3 `country`), as the platform's top bar
 * lists them. Choosing another asks first (the language flow's confirmation), then stores the language, its
 * country and direction and reloads. Loaded on first open, not with the first load (docs/budgets.md).
 */
export function CountryMenu(props: MenuProps) {
  const actor = useLanguageActor();
  const current = useSelector(actor, (s) => s.context.current);
  return (
    <MenuFrame props={props} width="14rem" end>
      {LANGUAGES.map((l) => (
        <button
          key={l.code}
          type="button"
          role="menuitemradio"
          aria-checked={l.code === current}
          tabIndex={-1}
          lang={l.code}
          className={menuItemClass}
          onClick={() => actor.send({ type: 'language.select', code: l.code })}
          data-testid={`country-option-${l.code}`}
        >
          {l.nativeName} · <bdi>{l.country}</bdi>
          {l.code === current ? (
            <span aria-hidden className={css({ ms: 'auto' })}>
              ✓
            </span>
          ) : null}
        </button>
      ))}
    </MenuFrame>
  );
}
