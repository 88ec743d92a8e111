import { defineSlotRecipe } from '@pandacss/dev';
import { toastAnatomy } from '@ark-ui/react/anatomy';

export const toastRecipe = defineSlotRecipe({
  className: 'toast',
  description: 'Result messages (success, error, info).',
  slots: toastAnatomy.keys(),
  base: {
    group: {},
    root: {
      bg: 'bg.inverse',
      color: 'fg.inverse',
      borderRadius: 'lg',
      boxShadow: 'raised',
      px: '4',
      py: '3',
      minWidth: '260px',
      maxWidth: 'calc(100vw - 32px)',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms, height 400ms',
      '&[data-type=error]': { bg: 'fg.danger', color: 'fg.inverse' },
      '&[data-type=success]': { bg: 'accent.default', color: 'accent.fg' },
    },
    title: { fontWeight: 'semibold', fontSize: 'sm' },
    description: { fontSize: 'sm' },
    actionTrigger: {},
    closeTrigger: { position: 'absolute', top: '1', insetEnd: '1' },
  },
});
