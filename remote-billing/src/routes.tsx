import type { RouteObject } from 'react-router-dom';
import { NotFoundPage, PlaceholderPage } from '@spotter/shared';
import { ExpiredListPage } from './features/expired/components/expired-list-page';
import { PendingEditPage } from './features/pending/components/pending-edit-page';
import { PendingListPage } from './features/pending/components/pending-list-page';

export const routes: RouteObject[] = [
  { path: 'invoice', element: <PlaceholderPage title="Invoice History" /> },
  { path: 'pending', element: <PendingListPage /> },
  { path: 'pending/:id/edit', element: <PendingEditPage /> },
  { path: 'expired', element: <ExpiredListPage /> },
  { path: '*', element: <NotFoundPage /> },
];
