import { Drawer as ArkDrawer } from '@ark-ui/react/drawer';
import { createStyleContext } from '../../styled-system/jsx';
import { drawer } from '../../styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(drawer);

export const DrawerRoot = withRootProvider(ArkDrawer.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });
export const DrawerBackdrop = withContext(ArkDrawer.Backdrop, 'backdrop');
export const DrawerPositioner = withContext(ArkDrawer.Positioner, 'positioner');
export const DrawerContent = withContext(ArkDrawer.Content, 'content');
export const DrawerTitle = withContext(ArkDrawer.Title, 'title');
export const DrawerCloseTrigger = withContext(ArkDrawer.CloseTrigger, 'closeTrigger');
