/** Spotter's design tokens: the only place raw colour values live. */
export const colors = {
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  primaryText: '#ffffff',
  danger: '#dc2626',
  dangerHover: '#b91c1c',
  dangerText: '#ffffff',
  success: '#15803d',
  successText: '#ffffff',
  surface: '#ffffff',
  background: '#f4f5fa',
  text: '#1f2937',
  muted: '#5b6472',
  border: '#d9dce3',
  /** A control's edge: 4.8:1 against surface (WCAG 1.4.11 asks 3:1); `border` is for dividers only. */
  controlBorder: '#6b7280',
  focus: '#2563eb',
  overlay: 'rgba(15, 23, 42, 0.45)',
} as const;

/** 0, 4, 8, 12, 16, 24, 32, 48 px. */
export const space = [
  '0',
  '0.25rem',
  '0.5rem',
  '0.75rem',
  '1rem',
  '1.5rem',
  '2rem',
  '3rem',
] as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', round: '999px' } as const;

export const fontSizes = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.12)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.2)',
} as const;

/**
 * Screen widths: a phone below 600 px, a tablet from 600 px to 1023 px, a desktop from 1024 px.
 * `queries` are for matchMedia (useMediaQuery), `media` the same conditions for styles.
 */
export const queries = {
  phone: '(max-width: 599.98px)',
  tablet: '(min-width: 600px) and (max-width: 1023.98px)',
  /** Phone or tablet: where secondary table columns give way. */
  belowDesktop: '(max-width: 1023.98px)',
  desktop: '(min-width: 1024px)',
  /** A finger, not a mouse: targets grow to 44 px. */
  coarse: '(pointer: coarse)',
} as const;

export const media = {
  phone: `@media ${queries.phone}`,
  tablet: `@media ${queries.tablet}`,
  belowDesktop: `@media ${queries.belowDesktop}`,
  desktop: `@media ${queries.desktop}`,
  coarse: `@media ${queries.coarse}`,
} as const;

/** The smallest touch target (WCAG 2.5.5). */
export const touchTarget = '44px';

/** Stacking order: popups over dialogs (a combobox in a dialog), toasts over everything. */
export const layers = { sticky: 5, drawer: 90, modal: 100, popup: 150, toast: 200 } as const;
