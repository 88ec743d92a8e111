import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { createStyleContext } from '../../styled-system/jsx';
import { dialog } from '../../styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(dialog);

export const DialogRoot = withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });
export const DialogBackdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const DialogPositioner = withContext(ArkDialog.Positioner, 'positioner');
export const DialogContent = withContext(ArkDialog.Content, 'content');
export const DialogTitle = withContext(ArkDialog.Title, 'title');
export const DialogDescription = withContext(ArkDialog.Description, 'description');
export const DialogCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger');
