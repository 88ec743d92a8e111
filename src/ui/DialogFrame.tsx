import type { ComponentProps } from 'react';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { CloseIcon } from './icons';
import { DialogBackdrop, DialogCloseTrigger, DialogContent, DialogPositioner, DialogRoot } from './Dialog';

/** A sheet rises from the bottom of a phone and is centred from sm up. */
const sheetPositioner = css({ alignItems: { base: 'flex-end', sm: 'center' }, p: { base: '0', sm: '4' } });
/** The sheet scrolls within itself and squares its bottom corners where it meets the screen's edge. */
const sheetContent = css({
  overflowY: 'auto',
  p: { base: '4', sm: '6' },
  gap: '4',
  borderBottomRadius: { base: '0', sm: 'card' },
});

export type DialogFrameProps = ComponentProps<typeof DialogContent> & {
  /** Escape, the backdrop and a close button all call it. */
  onClose: () => void;
  /** A sheet on a phone; the caller's className then adds only its size. */
  sheet?: boolean;
  dialogRole?: 'dialog' | 'alertdialog';
};

/**
 * An open dialog in a portal over its backdrop: everything every dialog repeats around its own content. The
 * content's props (test id, className, data attributes) pass through.
 */
export function DialogFrame({
  onClose,
  sheet = false,
  dialogRole = 'dialog',
  className,
  ...content
}: DialogFrameProps) {
  return (
    <DialogRoot open role={dialogRole} onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner className={sheet ? sheetPositioner : undefined}>
          <DialogContent className={sheet ? cx(sheetContent, className) : className} {...content} />
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}

/** The corner close button: an icon named for assistive technology. */
export function DialogCloseButton({ label, size = 'icon' }: { label: string; size?: 'sm' | 'icon' }) {
  return (
    <DialogCloseTrigger className={button({ variant: 'ghost', size })} aria-label={label}>
      <CloseIcon />
    </DialogCloseTrigger>
  );
}
