// The module this remote exposes to the host as `./section`: its routes, relative to the site root.
// What it declares without running code (URL prefixes, sidebar links) is in declaration.ts.
import type { RemoteSection } from '@spotter/shared';
import { routes } from './routes';

const section: RemoteSection = { routes };
export default section;
