// The contract this remote exposes to the host: its routes, relative to the site root.
import type { RemoteSection } from '@spotter/shared';
import { routes } from './routes';

const section: RemoteSection = { routes };
export default section;
