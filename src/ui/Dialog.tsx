import type { ComponentProps } from 'react';
import { Dialog as ArkDialog, useDialogContext } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { createStyleContext } from '../../styled-system/jsx';
import { button, dialog } from '../../styled-system/recipes';
import { CloseIcon } from './icons';
import { useScrollLock } from './scrollLock';
import { firstField } from './dialogFocus';

const { withRootProvider, withContext } = createStyleContext(dialog);

// preventScroll: the content holds a lighter lock of its own while the dialog is open (scrollLock.ts).
// initialFocusEl: a dialog with fields opens on its first field, not on the corner Close button.
export const DialogRoot = withRootProvider(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true, preventScroll: false, initialFocusEl: firstField },
});
export const DialogBackdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const DialogPositioner = withContext(ArkDialog.Positioner, 'positioner');
const Content = withContext(ArkDialog.Content, 'content');
export function DialogContent(props: ComponentProps<typeof Content>) {
  useScrollLock(useDialogContext().open);
  return <Content {...props} />;
}
export const DialogTitle = withContext(ArkDialog.Title, 'title');
export const DialogDescription = withContext(ArkDialog.Description, 'description');
export const DialogCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger');

export type DialogFrameProps = ComponentProps<typeof DialogContent> & {
  /** Escape, the backdrop and a close button all call it. */
  onClose: () => void;
  /** Where the dialog sits on the screen (a sheet's bottom edge on a phone: SheetDialogFrame). */
  positionerClassName?: string;
  dialogRole?: 'dialog' | 'alertdialog';
  /** Where focus goes on closing, for a dialog the page opened by itself (no button to return to). */
  finalFocusEl?: () => HTMLElement | null;
};

/**
 * An open dialog in a portal over its backdrop: everything every dialog repeats around its own content. The
 * content's props (test id, className, data attributes) pass through. It lives with the parts rather than in a
 * module of its own: every dialog loads this one already, and a module more grew the account routes' first loads
 * past their budgets.
 */
export function DialogFrame({
  onClose,
  positionerClassName,
  dialogRole = 'dialog',
  finalFocusEl,
  ...content
}: DialogFrameProps) {
  return (
    <DialogRoot open role={dialogRole} finalFocusEl={finalFocusEl} onOpenChange={(d) => !d.open && onClose()}>
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
