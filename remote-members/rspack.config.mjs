import { createAppConfig } from '@spotter/rspack-config';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'members',
  port: 3001,
  exposes: { './section': './src/section.ts' },
  declaration: './src/declaration.ts',
});
