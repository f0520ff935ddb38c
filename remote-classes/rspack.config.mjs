import { createAppConfig } from '@spotter/rspack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: { './section': './src/section.ts' },
  declaration: './src/declaration.ts',
});
