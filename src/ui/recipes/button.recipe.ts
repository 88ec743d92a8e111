import { defineRecipe } from '@pandacss/dev';

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Buttons and button-like links; at least 44px tall on touch screens.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minHeight: '11',
    minWidth: '11',
    px: '4',
    borderRadius: 'lg',
    fontWeight: 'semibold',
    fontSize: 'sm',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background 0.15s, color 0.15s',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'accent.fg', _hover: { bg: 'accent.emphasis' } },
      outline: {
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
        color: 'fg.default',
        _hover: { bg: 'bg.subtle' },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.subtle' } },
      danger: { bg: 'fg.danger', color: 'fg.inverse' },
    },
    size: {
      sm: { minHeight: '9', px: '3', fontSize: 'xs' },
      md: {},
      icon: { px: '0', width: '11', borderRadius: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
