import { createAppConfig } from '@spotter/rspack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'billing',
  port: 3004,
  exposes: { './section': './src/section.ts' },
  declaration: './src/declaration.ts',
});
