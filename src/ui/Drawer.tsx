import type { ComponentProps } from 'react';
import { Drawer as ArkDrawer, useDrawerContext } from '@ark-ui/react/drawer';
import { createStyleContext } from '../../styled-system/jsx';
import { drawer } from '../../styled-system/recipes';
import { useScrollLock } from './scrollLock';

const { withRootProvider, withContext } = createStyleContext(drawer);

// preventScroll: the content holds a lighter lock of its own while the drawer is open (scrollLock.ts).
export const DrawerRoot = withRootProvider(ArkDrawer.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true, preventScroll: false },
});
export const DrawerBackdrop = withContext(ArkDrawer.Backdrop, 'backdrop');
export const DrawerPositioner = withContext(ArkDrawer.Positioner, 'positioner');
const Content = withContext(ArkDrawer.Content, 'content');
export function DrawerContent(props: ComponentProps<typeof Content>) {
  useScrollLock(useDrawerContext().open);
  return <Content {...props} />;
}
export const DrawerTitle = withContext(ArkDrawer.Title, 'title');
export const DrawerCloseTrigger = withContext(ArkDrawer.CloseTrigger, 'closeTrigger');
