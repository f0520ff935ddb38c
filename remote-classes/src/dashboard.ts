// The module this remote exposes to the host as `./dashboard`: the components of the dashboard
// cards its declaration lists (declaration.ts `dashboard`), by key. A module of its own, so the
// dashboard loads the card and not the section's pages.
import type { RemoteDashboard } from '@spotter/shared';
import { ClassesTodayCard } from './features/classes/components/classes-today-card';

const dashboard: RemoteDashboard = { cards: { 'classes-today': ClassesTodayCard } };
export default dashboard;
