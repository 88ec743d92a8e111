import { useSelector } from '@xstate/react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { storage } from '../../api/scope';
import { readJson, STORAGE_KEYS } from '../../api/storage';
import { countryOf, LANGUAGES } from '../../domain/language';
import { LazyMenuButton } from '../../ui/MenuButton';
import { useLanguageActor } from './languageActor';
import { lazyPart } from '../../ui/lazyPart';

// The menu arrives when the button is first pointed at or opened, not with the first load (docs/budgets.md).
const menu = () => import('./CountryMenu');
const CountryMenu = lazyPart(() => menu().then((m) => ({ default: m.CountryMenu })));

const buttonClass = `${button({ variant: 'ghost', size: 'sm' })} ${css({ gap: '1', height: '7', minHeight: '7', px: '2' })}`;

/**
 * acc §2 Header top bar: the language with its country (core §3 `country`, as the language change stored it;
 * the language's own country before any change), a button that opens the list of languages and countries.
 */
export function CountryControl() {
  const current = useSelector(useLanguageActor(), (s) => s.context.current);
  const country = readJson<string>(storage, STORAGE_KEYS.country) ?? countryOf(current);
  const language = LANGUAGES.find((l) => l.code === current)?.nativeName ?? current;
  return (
    <LazyMenuButton
      menu={CountryMenu}
      preload={menu}
      label={`${language} · ${country}`}
      testId="header-country"
      className={buttonClass}
    />
  );
}
