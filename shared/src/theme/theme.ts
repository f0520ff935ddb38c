import { colors, fonts, fontSizes, radii, shadows, space } from './tokens';

export const theme = { colors, space, radii, fontSizes, fonts, shadows } as const;

export type SpotterTheme = typeof theme;
