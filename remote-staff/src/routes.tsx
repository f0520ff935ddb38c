import type { RouteObject } from 'react-router-dom';
import { NotFoundPage, PlaceholderPage } from '@spotter/shared';

export const routes: RouteObject[] = [
  { path: 'view/staffs', element: <PlaceholderPage title="Trainers & Staffs Lists" /> },
  { path: 'add/staffs', element: <PlaceholderPage title="Add Trainer & Staff" /> },
  { path: 'staff/:id', element: <PlaceholderPage title="Trainer / Staff profile" /> },
  { path: 'edit_trainer_staff/:id', element: <PlaceholderPage title="Edit Trainer & Staff" /> },
  { path: '*', element: <NotFoundPage /> },
];
