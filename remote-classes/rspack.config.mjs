import { createAppConfig } from '@spotter/rspack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: { './section': './src/section.ts', './dashboard': './src/dashboard.ts' },
  declaration: './src/declaration.ts',
});
