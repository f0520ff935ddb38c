import type { RouteObject } from 'react-router-dom';
import { NotFoundPage, PlaceholderPage } from '@spotter/shared';
import { InvoiceHistoryPage } from './features/invoices/components/invoice-history-page';

export const routes: RouteObject[] = [
  { path: 'invoice', element: <InvoiceHistoryPage /> },
  { path: 'pending', element: <PlaceholderPage title="Balance Pending" /> },
  { path: 'pending/:id/edit', element: <PlaceholderPage title="Pending balance" /> },
  { path: 'expired', element: <PlaceholderPage title="Expired Member List" /> },
  { path: '*', element: <NotFoundPage /> },
];
