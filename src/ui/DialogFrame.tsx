import type { ComponentProps } from 'react';
import { Portal } from '@ark-ui/react/portal';
import { button } from '../../styled-system/recipes';
import { CloseIcon } from './icons';
import { DialogBackdrop, DialogCloseTrigger, DialogContent, DialogPositioner, DialogRoot } from './Dialog';

export type DialogFrameProps = ComponentProps<typeof DialogContent> & {
  /** Escape, the backdrop and a close button all call it. */
  onClose: () => void;
  /** Where the dialog sits on the screen (a sheet's bottom edge on a phone: SheetDialogFrame). */
  positionerClassName?: string;
  dialogRole?: 'dialog' | 'alertdialog';
};

/**
 * An open dialog in a portal over its backdrop: everything every dialog repeats around its own content. The
 * content's props (test id, className, data attributes) pass through.
 */
export function DialogFrame({ onClose, positionerClassName, dialogRole = 'dialog', ...content }: DialogFrameProps) {
  return (
    <DialogRoot open role={dialogRole} onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner className={positionerClassName}>
          <DialogContent {...content} />
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
