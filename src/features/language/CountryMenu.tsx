import { useSelector } from '@xstate/react';
import { css } from '../../../styled-system/css';
import { LANGUAGES } from '../../domain/language';
import type { MenuProps } from '../../ui/MenuButton';
import { Menu, MenuFrame, menuItemClass } from '../../ui/Menu';
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
    <MenuFrame props={props} width="14rem">
      <Menu.RadioItemGroup value={current} onValueChange={(d) => actor.send({ type: 'language.select', code: d.value })}>
        {LANGUAGES.map((l) => (
          <Menu.RadioItem key={l.code} value={l.code} className={menuItemClass} data-testid={`country-option-${l.code}`}>
            <Menu.ItemText lang={l.code}>
              {l.nativeName} · <bdi>{l.country}</bdi>
            </Menu.ItemText>
            <Menu.ItemIndicator className={css({ ms: 'auto' })}>✓</Menu.ItemIndicator>
          </Menu.RadioItem>
        ))}
      </Menu.RadioItemGroup>
    </MenuFrame>
  );
}
