import type { RouteObject } from 'react-router-dom';
import { LinkButton, NotFoundPage, PlaceholderPage } from '@spotter/shared';

export const routes: RouteObject[] = [
  {
    path: 'users',
    element: (
      <PlaceholderPage title="Members" actions={<LinkButton to="/users/add">Add User</LinkButton>} />
    ),
  },
  { path: 'users/add', element: <PlaceholderPage title="Add User" /> },
  { path: 'users/:id/edit', element: <PlaceholderPage title="Edit User" /> },
  { path: 'attendance', element: <PlaceholderPage title="Attendance" /> },
  { path: 'enquiries', element: <PlaceholderPage title="Enquiries" /> },
  { path: '*', element: <NotFoundPage /> },
];
