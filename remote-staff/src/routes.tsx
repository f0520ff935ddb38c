import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@spotter/shared';
import { AddStaffPage } from './features/staff/components/add-staff-page';
import { EditStaffPage } from './features/staff/components/edit-staff-page';
import { StaffListPage } from './features/staff/components/staff-list-page';
import { StaffProfilePage } from './features/staff/components/staff-profile-page';

export const routes: RouteObject[] = [
  { path: 'view/staffs', element: <StaffListPage /> },
  { path: 'add/staffs', element: <AddStaffPage /> },
  { path: 'staff/:id', element: <StaffProfilePage /> },
  { path: 'edit_trainer_staff/:id', element: <EditStaffPage /> },
  { path: '*', element: <NotFoundPage /> },
];
