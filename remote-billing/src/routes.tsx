import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@spotter/shared';
import { ExpiredListPage } from './features/expired/components/expired-list-page';
import { InvoiceHistoryPage } from './features/invoices/components/invoice-history-page';
import { PendingEditPage } from './features/pending/components/pending-edit-page';
import { PendingListPage } from './features/pending/components/pending-list-page';

export const routes: RouteObject[] = [
  { path: 'invoice', element: <InvoiceHistoryPage /> },
  { path: 'pending', element: <PendingListPage /> },
  { path: 'pending/:id/edit', element: <PendingEditPage /> },
  { path: 'expired', element: <ExpiredListPage /> },
  { path: '*', element: <NotFoundPage /> },
];
