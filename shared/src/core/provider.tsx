import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { SpotterSWRConfig } from './api/swr-config';
import { GlobalStyle } from './theme/global-style';
import { SpotterThemeProvider } from './theme/theme-provider';
import { ToastProvider } from './ui/toast';

/** Everything a Spotter screen expects around it. `swr` overrides SWR settings (tests: a fresh cache). */
export function SpotterProvider({
  children,
  swr,
}: {
  children: ReactNode;
  swr?: SWRConfiguration;
}) {
  return (
    <SpotterThemeProvider>
      <GlobalStyle />
      <SpotterSWRConfig value={swr}>
        <ToastProvider>{children}</ToastProvider>
      </SpotterSWRConfig>
    </SpotterThemeProvider>
  );
}
