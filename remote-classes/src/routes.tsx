import { lazyPage, NotFoundPage, permittedRoutes } from '@spotter/shared';
import { SessionPage } from './features/classes/components/session-page';
import { WeekPage } from './features/classes/components/week-page';

// The week and a session's page are what the desk opens; the set-up pages (class types and the
// timetable, classes.manage) are chunks of their own, fetched when opened.
const classTypes = () =>
  import(/* webpackChunkName: "class-types" */ './features/classes/components/class-types-page');
const classTypeForms = () =>
  import(
    /* webpackChunkName: "class-type-forms" */ './features/classes/components/class-type-form-pages'
  );
const timetable = () =>
  import(/* webpackChunkName: "timetable" */ './features/classes/components/timetable-page');
const classSettings = () =>
  import(
    /* webpackChunkName: "class-settings" */ './features/classes/components/class-settings-page'
  );
const slotForms = () =>
  import(/* webpackChunkName: "slot-forms" */ './features/classes/components/slot-form-pages');

export const routes = permittedRoutes([
  { path: 'classes', element: <WeekPage />, permission: 'classes.view' },
  { path: 'classes/sessions/:id', element: <SessionPage />, permission: 'classes.view' },
  {
    path: 'classes/types',
    element: lazyPage(classTypes, (m) => m.ClassTypesPage),
    permission: 'classes.manage',
  },
  {
    path: 'classes/types/add',
    element: lazyPage(classTypeForms, (m) => m.AddClassTypePage),
    permission: 'classes.manage',
  },
  {
    path: 'classes/types/:id/edit',
    element: lazyPage(classTypeForms, (m) => m.EditClassTypePage),
    permission: 'classes.manage',
  },
  {
    path: 'classes/timetable',
    element: lazyPage(timetable, (m) => m.TimetablePage),
    permission: 'classes.manage',
  },
  {
    path: 'classes/timetable/add',
    element: lazyPage(slotForms, (m) => m.AddSlotPage),
    permission: 'classes.manage',
  },
  {
    path: 'classes/timetable/:id/edit',
    element: lazyPage(slotForms, (m) => m.EditSlotPage),
    permission: 'classes.manage',
  },
  {
    path: 'classes/settings',
    element: lazyPage(classSettings, (m) => m.ClassSettingsPage),
    permission: 'classes.manage',
  },
  { path: 'classes/*', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
]);
