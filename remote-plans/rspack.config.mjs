import { createAppConfig } from '@spotter/rspack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'plans',
  port: 3003,
  exposes: { './section': './src/section.ts' },
  declaration: './src/declaration.ts',
});
