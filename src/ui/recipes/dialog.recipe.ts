import { defineSlotRecipe } from '@pandacss/dev';
import { dialogAnatomy } from '@ark-ui/react/anatomy';

export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  description: 'Centred modal dialog (confirmations, forms).',
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'bg.backdrop', zIndex: 'overlay' },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      zIndex: 'modal',
    },
    content: {
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'card',
      boxShadow: 'raised',
      width: 'full',
      maxWidth: '420px',
      p: '6',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      position: 'relative',
    },
    // The close button sits in the top end corner: the title keeps clear of it, whatever its length.
    title: { fontSize: 'lg', fontWeight: 'bold', pe: '10' },
    description: { color: 'fg.muted', fontSize: 'sm' },
    closeTrigger: { position: 'absolute', top: '2', insetEnd: '2' },
  },
});
