import type { ReactNode } from 'react';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import type { DrawerVariant } from '../../styled-system/recipes';
import { DrawerBackdrop, DrawerCloseTrigger, DrawerContent, DrawerPositioner, DrawerRoot, DrawerTitle } from './Drawer';
import { CloseIcon } from './icons';

const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.default' });

/**
 * A panel from the inline end (cart, rental cart, wishlist): open while mounted, its title and a close button on
 * top; swiping it away or the backdrop closes it. `beside` holds what opens over it (a confirmation dialog).
 */
export function EndDrawer(props: { testId: string; size: DrawerVariant['size']; title: ReactNode; closeLabel: string; onClose: () => void; children: ReactNode; beside?: ReactNode }) {
  return (
    <DrawerRoot open onOpenChange={(d) => !d.open && props.onClose()} side="end" size={props.size} swipeDirection="end">
      <Portal>
        <DrawerBackdrop />
        <DrawerPositioner>
          <DrawerContent data-testid={props.testId}>
            <div className={header}>
              <DrawerTitle>{props.title}</DrawerTitle>
              {/* A tap on the close button is no swipe: the drawer's swipe tracking (a state change, a render and a
                  measure on the way down and up) stayed in the tap's frame. */}
              <DrawerCloseTrigger className={button({ variant: 'ghost', size: 'icon' })} aria-label={props.closeLabel} onPointerDown={(e) => e.stopPropagation()}>
                <CloseIcon />
              </DrawerCloseTrigger>
            </div>
            {props.children}
          </DrawerContent>
        </DrawerPositioner>
      </Portal>
      {props.beside}
    </DrawerRoot>
  );
}
