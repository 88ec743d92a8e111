import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { MenuTrigger, type MenuProps } from './MenuButton';

// The header's menus, as the profile menu is built: the WAI-ARIA menu button pattern by hand. Ark's menu did the
// same but split the Ark/zag chunk every account page shares with the dialogs (about 1.5 KB more on each of
// seven routes). Only lazily loaded menus import this file: not with the first load (docs/budgets.md).

export const menuItemClass = css({
  cluster: '2',
  width: 'full',
  minHeight: '10',
  px: '3',
  borderRadius: 'md',
  textDecoration: 'none',
  textAlign: 'start',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focus: { bg: 'bg.subtle', outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '-2px' },
});
export const menuViewAllClass = `${menuItemClass} ${css({ fontWeight: 'semibold', color: 'accent.text' })}`;
export const menuGroupLabelClass = css({ px: '3', py: '1', fontSize: 'sm', fontWeight: 'bold', color: 'fg.muted' });

const listClass = css({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  maxWidth: '92vw',
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

const ITEMS = '[role^="menuitem"]:not([aria-disabled="true"])';

/** Arrow keys, Home and End move between the entries; Escape closes and gives the focus back to the button. */
function onMenuKey(e: KeyboardEvent<HTMLDivElement>, close: (refocus: boolean) => void) {
  if (e.key === 'Escape' || e.key === 'Tab') {
    if (e.key === 'Escape') e.preventDefault();
    close(e.key === 'Escape');
    return;
  }
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(ITEMS)];
  const at = items.findIndex((el) => el === document.activeElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
  if (next === undefined) return;
  e.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

/**
 * The menu's button (the look LazyMenuButton's stand-in had) and, while open, its list under it, named by the
 * button: from the button's start, or with `end` from its end (a button at the end of its bar).
 */
export function MenuFrame({
  props,
  children,
  width = '16rem',
  end = false,
}: {
  props: MenuProps;
  children: ReactNode;
  width?: string;
  end?: boolean;
}) {
  const { open, onOpenChange } = props;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean) => {
    onOpenChange(false);
    if (refocus) button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    // Opening moves the focus into the menu (its first entry, or the list while its entries load).
    const list = root.current?.querySelector<HTMLElement>('[role="menu"]');
    (list?.querySelector<HTMLElement>(ITEMS) ?? list)?.focus();
    const outside = (e: PointerEvent) => !root.current?.contains(e.target as Node) && onOpenChange(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpenChange]);
  useEffect(() => {
    // Entries that arrive while the list itself holds the focus take it, as if they had been there on opening.
    const list = root.current?.querySelector<HTMLElement>('[role="menu"]');
    if (list && document.activeElement === list) list.querySelector<HTMLElement>(ITEMS)?.focus();
  });
  return (
    <div ref={root} className={css({ position: 'relative' })}>
      <MenuTrigger
        ref={button}
        id={`${id}-button`}
        label={props.label}
        testId={props.testId}
        className={props.className}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          onOpenChange(true);
        }}
      />
      {open ? (
        <div
          role="menu"
          id={id}
          aria-labelledby={`${id}-button`}
          tabIndex={-1}
          data-testid={`${props.testId}-menu`}
          className={`${listClass} ${end ? css({ insetEnd: '0' }) : css({ insetStart: '0' })}`}
          style={{ width }}
          onKeyDown={(e) => onMenuKey(e, close)}
          onClick={(e) => (e.target as HTMLElement).closest(ITEMS) && close(false)}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** A menu entry that is a link: a plain click or Enter moves within the app; a middle click or ⌘-click opens a tab. */
export function MenuLink({
  href,
  children,
  className = menuItemClass,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const navigate = useNavigate();
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <a role="menuitem" tabIndex={-1} href={href} className={className} onClick={go}>
      {children}
    </a>
  );
}

/** A named group of entries (its label is not an entry). */
export function MenuGroup({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      data-testid={testId}
      className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}
    >
      <div id={id} role="presentation" className={menuGroupLabelClass}>
        {label}
      </div>
      {children}
    </div>
  );
}

/** What the menu says while its entries load, or when it has none: an entry that cannot be chosen. */
export function MenuNote({ children }: { children: ReactNode }) {
  return (
    <div role="menuitem" aria-disabled="true" className={css({ px: '3', py: '2', color: 'fg.muted' })}>
      {children}
    </div>
  );
}
