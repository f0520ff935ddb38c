import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@spotter/shared';
import { AddPlanPage } from './features/plans/components/add-plan-page';
import { EditPlanPage } from './features/plans/components/edit-plan-page';
import { PlansListPage } from './features/plans/components/plans-list-page';

export const routes: RouteObject[] = [
  { path: 'plans', element: <PlansListPage /> },
  { path: 'plans/add', element: <AddPlanPage /> },
  { path: 'plans/:id/edit', element: <EditPlanPage /> },
  { path: 'plans/*', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];
