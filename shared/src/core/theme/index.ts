// Pulls the DefaultTheme augmentation into every program that imports the theme.
import type {} from './styled';
export * from './tokens';
export * from './theme';
export * from './global-style';
export * from './theme-provider';
