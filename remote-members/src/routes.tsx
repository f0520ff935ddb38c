import { NotFoundPage, permittedRoutes } from '@spotter/shared';
import { AttendancePage } from './features/attendance/components/attendance-page';
import { AddEnquiryPage } from './features/enquiries/components/add-enquiry-page';
import { EditEnquiryPage } from './features/enquiries/components/edit-enquiry-page';
import { EnquiriesListPage } from './features/enquiries/components/enquiries-list-page';
import { ImportMembersPage } from './features/import/components/import-members-page';
import { ImportsListPage } from './features/import/components/imports-list-page';
import { AddMemberPage } from './features/members/components/add-member-page';
import { EditMemberPage } from './features/members/components/edit-member-page';
import { MembersListPage } from './features/members/components/members-list-page';

export const routes = permittedRoutes([
  { path: 'users', element: <MembersListPage />, permission: 'members.view' },
  { path: 'users/add', element: <AddMemberPage />, permission: 'members.edit' },
  { path: 'users/import', element: <ImportMembersPage />, permission: 'members.edit' },
  { path: 'users/imports', element: <ImportsListPage />, permission: 'members.edit' },
  { path: 'users/:id/edit', element: <EditMemberPage />, permission: 'members.edit' },
  { path: 'attendance', element: <AttendancePage />, permission: 'attendance.record' },
  { path: 'enquiries', element: <EnquiriesListPage />, permission: 'enquiries.manage' },
  { path: 'enquiries/add', element: <AddEnquiryPage />, permission: 'enquiries.manage' },
  { path: 'enquiries/:id/edit', element: <EditEnquiryPage />, permission: 'enquiries.manage' },
  { path: '*', element: <NotFoundPage /> },
]);
