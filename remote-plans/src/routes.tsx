import { NotFoundPage, permittedRoutes } from '@spotter/shared';
import { AddPlanPage } from './features/plans/components/add-plan-page';
import { EditPlanPage } from './features/plans/components/edit-plan-page';
import { PlansListPage } from './features/plans/components/plans-list-page';

export const routes = permittedRoutes([
  { path: 'plans', element: <PlansListPage />, permission: 'plans.view' },
  { path: 'plans/add', element: <AddPlanPage />, permission: 'plans.edit' },
  { path: 'plans/:id/edit', element: <EditPlanPage />, permission: 'plans.edit' },
  { path: 'plans/*', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
]);
