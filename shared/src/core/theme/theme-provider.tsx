import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

export function SpotterThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
