import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// The one place a carrier rebrands the portal: brand colour, type, spacing and radius.
// Shades 7 to 9 keep white text above WCAG AA contrast (4.5:1), which axe checks.
const freight: MantineColorsTuple = [
  '#e6f4f8',
  '#cce6ee',
  '#9bcddd',
  '#66b2cb',
  '#3c9bbb',
  '#238db2',
  '#1280a4',
  '#016a8a',
  '#005c78',
  '#004a61',
];

export const BRAND = {
  /** Shown in the headers and on the login card. */
  name: 'Freight Portal',
  tagline: 'Quotes, pickups and consignments in one place',
};

export const theme = createTheme({
  colors: { freight },
  primaryColor: 'freight',
  primaryShade: 7,
  black: '#1b2733',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '650',
  },
  defaultRadius: 'md',
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { withArrow: true } },
    // A notification's close button is an icon: it needs a name (axe, button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Modal: {
      defaultProps: { centered: true, closeButtonProps: { 'aria-label': 'Close' } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
  },
});

/**
 * Mantine's light error colour (red 6) is below AA contrast on white, which axe reports on every
 * field message; red 9 reads at about 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
