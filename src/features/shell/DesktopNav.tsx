import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useScope } from '../../api/scope';
import { showsCatalogMenus } from '../../domain/headerMenus';
import { LazyMenuButton } from '../../ui/MenuButton';
import { lazyPart } from '../../ui/lazyPart';

// The menus and their lists arrive when a menu button is first pointed at or opened, not with the first load
// (docs/budgets.md).
const menus = () => import('./menus/CatalogMenus');
const CategoriesMenu = lazyPart(() => menus().then((m) => ({ default: m.CategoriesMenu })));
const StoresMenu = lazyPart(() => menus().then((m) => ({ default: m.StoresMenu })));

const entry = `${button({ variant: 'ghost', size: 'sm' })} ${css({ gap: '1', minHeight: '11', flexShrink: 0 })}`;

/**
 * acc §2 / core §2 Header, from 1180 px: Home, and from 1536 px in a store module the Categories and Stores
 * menus (the platform's second navbar; in Food the stores are "Restaurants", as there). Narrower, their 250 px
 * left the search field too short for its placeholder (82 px wide at 1280). Phones reach the same lists in
 * the side drawer.
 */
export function DesktopNav() {
  const { t } = useLingui();
  const scope = useScope();
  const withMenus = scope.moduleId !== null && showsCatalogMenus(scope.moduleType);
  return (
    <nav
      aria-label={t`Main`}
      className={css({ hideBelow: 'nav', display: 'flex', alignItems: 'center', gap: '1', ms: '6', flexShrink: 0 })}
    >
      <Link to="/home" className={button({ variant: 'ghost', size: 'sm' })} activeProps={{ 'aria-current': 'page' }}>
        <Trans>Home</Trans>
      </Link>
      {withMenus ? (
        <span className={css({ hideBelow: '2xl', display: 'contents' })}>
          <LazyMenuButton
            menu={CategoriesMenu}
            preload={menus}
            label={t`Categories`}
            testId="header-categories"
            className={entry}
          />
          <LazyMenuButton
            menu={StoresMenu}
            preload={menus}
            label={scope.moduleType === 'food' ? t`Restaurants` : t`Stores`}
            testId="header-stores"
            className={entry}
          />
        </span>
      ) : null}
    </nav>
  );
}
