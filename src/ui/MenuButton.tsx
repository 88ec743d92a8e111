import { Suspense, useState, type ComponentProps, type ComponentType, type KeyboardEvent } from 'react';
import { css } from '../../styled-system/css';
import { ChevronIcon } from './icons';

/** What a lazily loaded menu (ui/Menu.tsx's MenuFrame) is given by its button's slot. */
export interface MenuProps {
  label: string;
  testId: string;
  className: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The menu button: the words and a chevron pointing down (the menu opens below it). */
export function MenuTrigger({ label, testId, ...rest }: { label: string; testId: string } & ComponentProps<'button'>) {
  return (
    <button type="button" aria-haspopup="menu" data-testid={testId} {...rest}>
      <span>{label}</span>
      <span aria-hidden className={css({ display: 'inline-flex', transform: 'rotate(90deg)' })}>
        <ChevronIcon size={14} />
      </span>
    </button>
  );
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A menu whose code arrives on first use, not with the first load (docs/budgets.md): a stand-in button of the
 * same look fetches it when pointed at and opens it on a click, Enter, Space or an arrow; the menu then mounts
 * open, with the focus inside it, and takes over the button.
 */
export function LazyMenuButton({
  menu: Menu,
  preload,
  label,
  testId,
  className,
}: {
  menu: ComponentType<MenuProps>;
  preload: () => unknown;
  label: string;
  testId: string;
  className: string;
}) {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const openNow = () => {
    setOpen(true);
    setArmed(true);
  };
  const standIn = (
    <MenuTrigger
      label={label}
      testId={testId}
      className={className}
      aria-expanded={false}
      onPointerEnter={() => void preload()}
      onClick={openNow}
      onKeyDown={(e: KeyboardEvent) => {
        if (!OPENING_KEYS.has(e.key)) return;
        e.preventDefault();
        openNow();
      }}
    />
  );
  if (!armed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Menu label={label} testId={testId} className={className} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
