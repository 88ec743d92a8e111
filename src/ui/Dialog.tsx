import type { ComponentProps } from 'react';
import { Dialog as ArkDialog, useDialogContext } from '@ark-ui/react/dialog';
import { createStyleContext } from '../../styled-system/jsx';
import { dialog } from '../../styled-system/recipes';
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
