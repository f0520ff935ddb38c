import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@spotter/shared';
import { AttendancePage } from './features/attendance/components/attendance-page';
import { AddEnquiryPage } from './features/enquiries/components/add-enquiry-page';
import { EditEnquiryPage } from './features/enquiries/components/edit-enquiry-page';
import { EnquiriesListPage } from './features/enquiries/components/enquiries-list-page';
import { AddMemberPage } from './features/members/components/add-member-page';
import { EditMemberPage } from './features/members/components/edit-member-page';
import { MembersListPage } from './features/members/components/members-list-page';

export const routes: RouteObject[] = [
  { path: 'users', element: <MembersListPage /> },
  { path: 'users/add', element: <AddMemberPage /> },
  { path: 'users/:id/edit', element: <EditMemberPage /> },
  { path: 'attendance', element: <AttendancePage /> },
  { path: 'enquiries', element: <EnquiriesListPage /> },
  { path: 'enquiries/add', element: <AddEnquiryPage /> },
  { path: 'enquiries/:id/edit', element: <EditEnquiryPage /> },
  { path: '*', element: <NotFoundPage /> },
];
