import { defineSlotRecipe } from '@pandacss/dev';
import { drawerAnatomy } from '@ark-ui/react/anatomy';

export const drawerRecipe = defineSlotRecipe({
  className: 'drawer',
  description: 'Side panel sliding from the inline start or end (menu, cart, wishlist).',
  slots: drawerAnatomy.keys(),
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'bg.backdrop', zIndex: 'overlay' },
    positioner: { position: 'fixed', insetBlock: '0', zIndex: 'modal', display: 'flex' },
    content: {
      bg: 'bg.surface',
      color: 'fg.default',
      height: '100dvh',
      width: '100vw',
      overflowY: 'auto',
      boxShadow: 'raised',
      display: 'flex',
      flexDirection: 'column',
    },
    title: { fontSize: 'lg', fontWeight: 'bold' },
    description: { color: 'fg.muted', fontSize: 'sm' },
    closeTrigger: {},
    trigger: {},
    grabber: {},
    grabberIndicator: {},
    swipeArea: {},
  },
  variants: {
    side: {
      start: { positioner: { insetInlineStart: '0' } },
      end: { positioner: { insetInlineEnd: '0' } },
    },
    size: {
      menu: { content: { maxWidth: '320px' } },
      cart: { content: { maxWidth: '420px' } },
      wishlist: { content: { maxWidth: '523px' } },
    },
  },
  defaultVariants: { side: 'start', size: 'menu' },
});
