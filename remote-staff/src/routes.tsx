import { NotFoundPage, permittedRoutes } from '@spotter/shared';
import { AddStaffPage } from './features/staff/components/add-staff-page';
import { EditStaffPage } from './features/staff/components/edit-staff-page';
import { StaffListPage } from './features/staff/components/staff-list-page';
import { StaffProfilePage } from './features/staff/components/staff-profile-page';

export const routes = permittedRoutes([
  { path: 'view/staffs', element: <StaffListPage />, permission: 'staff.view' },
  { path: 'add/staffs', element: <AddStaffPage />, permission: 'staff.edit' },
  { path: 'staff/:id', element: <StaffProfilePage />, permission: 'staff.view' },
  { path: 'edit_trainer_staff/:id', element: <EditStaffPage />, permission: 'staff.edit' },
  { path: '*', element: <NotFoundPage /> },
]);
