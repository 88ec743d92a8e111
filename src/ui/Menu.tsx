import type { MouseEvent, ReactNode } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useNavigate } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { MenuTrigger, type MenuProps } from './MenuButton';

// Ark's menu (arrow keys, Home/End, typeahead, Escape back to the button, placement mirrored in Arabic), styled
// once for the header's menus. Only lazily loaded menus import it: not with the first load (docs/budgets.md).

export const menuItemClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '10',
  px: '3',
  borderRadius: 'md',
  textDecoration: 'none',
  color: 'fg.default',
  cursor: 'pointer',
  '&[data-highlighted]': { bg: 'bg.subtle', outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '-2px' },
});
export const menuViewAllClass = `${menuItemClass} ${css({ fontWeight: 'semibold', color: 'accent.text' })}`;
export const menuGroupLabelClass = css({ px: '3', py: '1', fontSize: 'sm', fontWeight: 'bold', color: 'fg.muted' });

const contentClass = css({
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'raised',
  p: '2',
  zIndex: 'dropdown',
  maxHeight: 'min(70vh, 560px)',
  overflowY: 'auto',
  outline: 'none',
});

/** The menu's frame: its button (the look LazyMenuButton's stand-in had), and its list, named by the button, in a portal under it. */
export function MenuFrame({ props, children, width = '16rem' }: { props: MenuProps; children: ReactNode; width?: string }) {
  return (
    <Menu.Root open={props.open} onOpenChange={(d) => props.onOpenChange(d.open)} positioning={{ placement: 'bottom-start', gutter: 6 }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <MenuTrigger label={props.label} testId={props.testId} className={props.className} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content data-testid={`${props.testId}-menu`} className={contentClass} style={{ width }}>
            {children}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** A menu entry that is a link: a plain click or Enter moves within the app; a middle click or ⌘-click opens a tab. */
export function MenuLink({ value, href, children, className = menuItemClass }: { value: string; href: string; children: ReactNode; className?: string }) {
  const navigate = useNavigate();
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <Menu.Item value={value} asChild>
      <a href={href} className={className} onClick={go}>
        {children}
      </a>
    </Menu.Item>
  );
}

export { Menu };
