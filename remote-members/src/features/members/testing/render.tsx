import { renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';

/** The members section as the host mounts it, at `url`, with a fresh SWR cache. */
export const renderSection = (url: string) => renderRoutes(routes, url);
