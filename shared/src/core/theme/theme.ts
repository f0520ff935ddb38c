import {
  colors,
  fonts,
  fontSizes,
  layers,
  media,
  queries,
  radii,
  shadows,
  space,
  touchTarget,
} from './tokens';

export const theme = {
  colors,
  space,
  radii,
  fontSizes,
  fonts,
  shadows,
  media,
  queries,
  touchTarget,
  layers,
} as const;

export type SpotterTheme = typeof theme;
