import type { PointerEvent, ReactNode } from 'react';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import type { DrawerVariant } from '../../styled-system/recipes';
import { DrawerBackdrop, DrawerCloseTrigger, DrawerContent, DrawerPositioner, DrawerRoot, DrawerTitle } from './Drawer';
import { CloseIcon } from './icons';

const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  px: '4',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

/**
 * A press on a button, link or field is a tap, not the start of a swipe: the drawer's swipe tracking (pointer
 * capture, a state change and a render on the way down and up) was in the frame of every tap in the drawer
 * (close, +1, Proceed To Checkout). A swipe starting anywhere else still drags the drawer away.
 */
function tapOnControl(e: PointerEvent<HTMLElement>) {
  if (e.target instanceof Element && e.target.closest('button, a, input, select, textarea, label')) e.stopPropagation();
}

/**
 * A panel from the inline end (cart, rental cart, wishlist): open while mounted, its title and a close button on
 * top; swiping it away or the backdrop closes it. `beside` holds what opens over it (a confirmation dialog).
 */
export function EndDrawer(props: {
  testId: string;
  size: DrawerVariant['size'];
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  beside?: ReactNode;
}) {
  return (
    <DrawerRoot open onOpenChange={(d) => !d.open && props.onClose()} side="end" size={props.size} swipeDirection="end">
      <Portal>
        <DrawerBackdrop />
        <DrawerPositioner>
          <DrawerContent data-testid={props.testId}>
            <div className={css({ display: 'contents' })} onPointerDown={tapOnControl}>
              <div className={header}>
                <DrawerTitle>{props.title}</DrawerTitle>
                <DrawerCloseTrigger
                  className={button({ variant: 'ghost', size: 'icon' })}
                  aria-label={props.closeLabel}
                >
                  <CloseIcon />
                </DrawerCloseTrigger>
              </div>
              {props.children}
            </div>
          </DrawerContent>
        </DrawerPositioner>
      </Portal>
      {props.beside}
    </DrawerRoot>
  );
}
