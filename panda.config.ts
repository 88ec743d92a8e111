import { defineConfig } from '@pandacss/dev';
import { buttonRecipe } from './src/ui/recipes/button.recipe';
import { dialogRecipe } from './src/ui/recipes/dialog.recipe';
import { drawerRecipe } from './src/ui/recipes/drawer.recipe';
import { toastRecipe } from './src/ui/recipes/toast.recipe';

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/routeTree.gen.ts', './src/api/schema.gen.ts'],
  outdir: 'styled-system',
  importMap: '../styled-system',
  // Dark mode follows the data-theme attribute the boot script sets before first paint.
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
      rtl: '[dir=rtl] &',
    },
  },
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', lineHeight: '1.5' },
    body: { minHeight: '100dvh', WebkitTapHighlightColor: 'transparent' },
    // An open dialog sets pointer-events: none on <body> (Ark) and the page inherited it: every element was
    // restyled as a dialog or drawer opened and closed (25–35 ms at 4× CPU). The page's root stops the
    // inheritance; the dialog's backdrop covers the page all the same.
    '#root': { pointerEvents: 'auto' },
    a: { color: 'inherit' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
  },
  // Layout words the views repeat: `stack: '3'` is a column with that gap, `cluster: '2'` a centred row.
  utilities: {
    extend: {
      stack: {
        className: 'stack',
        values: 'spacing',
        transform: (value: string) => ({ display: 'flex', flexDirection: 'column', gap: value }),
      },
      cluster: {
        className: 'cluster',
        values: 'spacing',
        transform: (value: string) => ({ display: 'flex', alignItems: 'center', gap: value }),
      },
    },
  },
  theme: {
    extend: {
      // acc §2 Header: phones and tablets get the logo and the drawer below 1180px; `xl` (1280px) stays as it is
      // for every other layout.
      breakpoints: { nav: '1180px' },
      // The surfaces every page repeats, named once so a card looks the same everywhere.
      layerStyles: {
        surface: { value: { background: 'bg.surface', borderWidth: '1px', borderColor: 'border.default' } },
      },
      keyframes: {
        'toast-in': { from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } },
      },
      tokens: {
        // The stacking order the recipes name; without these tokens `zIndex: 'modal'` is not CSS at all.
        zIndex: {
          sticky: { value: 100 },
          dropdown: { value: 1000 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          toast: { value: 1700 },
        },
        fonts: {
          // TakaSign: the taka sign's own face, for devices without a Bengali font (public/boot.js adds it).
          body: {
            value:
              'TakaSign, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif',
          },
        },
        colors: {
          brand: {
            50: { value: '#ecfdf5' },
            100: { value: '#d1fae5' },
            300: { value: '#6ee7b7' },
            500: { value: '#10b981' },
            600: { value: '#047857' },
            700: { value: '#065f46' },
            900: { value: '#022c22' },
          },
        },
        radii: { card: { value: '12px' } },
      },
      semanticTokens: {
        colors: {
          bg: {
            canvas: { value: { base: '#f7f8fa', _dark: '#0f1115' } },
            surface: { value: { base: '#ffffff', _dark: '#181b21' } },
            subtle: { value: { base: '#eef1f4', _dark: '#22262e' } },
            inverse: { value: { base: '#14171c', _dark: '#f2f4f7' } },
            backdrop: { value: { base: 'rgba(15,17,21,0.55)', _dark: 'rgba(0,0,0,0.65)' } },
          },
          fg: {
            default: { value: { base: '#14171c', _dark: '#eef0f3' } },
            muted: { value: { base: '#4b5563', _dark: '#b4bac4' } },
            inverse: { value: { base: '#ffffff', _dark: '#14171c' } },
            danger: { value: { base: '#b42318', _dark: '#ff8a80' } },
            // The card's rating star: amber-700 is 5:1 on white but 3.4:1 on the dark surface; amber-400 is 10:1 there.
            rating: { value: { base: '#b45309', _dark: '#fbbf24' } },
          },
          border: {
            default: { value: { base: '#dde1e6', _dark: '#323844' } },
          },
          accent: {
            default: { value: { base: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
            emphasis: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.100}' } },
            fg: { value: { base: '#ffffff', _dark: '{colors.brand.900}' } },
            subtle: { value: { base: '{colors.brand.50}', _dark: '#12332a' } },
            focus: { value: { base: '#2563eb', _dark: '#93c5fd' } },
          },
        },
        shadows: {
          raised: { value: { base: '0 8px 24px rgba(15,17,21,0.12)', _dark: '0 8px 24px rgba(0,0,0,0.5)' } },
        },
      },
      recipes: { button: buttonRecipe },
      slotRecipes: { dialog: dialogRecipe, drawer: drawerRecipe, toast: toastRecipe },
    },
  },
  // Recipe CSS is emitted for every variant so parts rendered only in lazy chunks still get their styles.
  staticCss: {
    recipes: { button: ['*'], dialog: ['*'], drawer: ['*'], toast: ['*'] },
  },
});
