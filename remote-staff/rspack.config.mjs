import { createAppConfig } from '@spotter/rspack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'staff',
  port: 3002,
  exposes: { './section': './src/section.ts' },
  declaration: './src/declaration.ts',
});
