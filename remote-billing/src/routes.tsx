import { NotFoundPage, permittedRoutes } from '@spotter/shared';
import { ExpiredListPage } from './features/expired/components/expired-list-page';
import { InvoiceHistoryPage } from './features/invoices/components/invoice-history-page';
import { PendingEditPage } from './features/pending/components/pending-edit-page';
import { PendingListPage } from './features/pending/components/pending-list-page';
import { ReminderSettingsPage } from './features/reminders/components/reminder-settings-page';
import { RemindersPage } from './features/reminders/components/reminders-page';

export const routes = permittedRoutes([
  { path: 'invoice', element: <InvoiceHistoryPage />, permission: 'invoices.view' },
  { path: 'pending', element: <PendingListPage />, permission: 'payments.record' },
  { path: 'pending/:id/edit', element: <PendingEditPage />, permission: 'payments.record' },
  { path: 'expired', element: <ExpiredListPage />, permission: 'payments.record' },
  { path: 'reminders', element: <RemindersPage />, permission: 'payments.record' },
  {
    path: 'settings/reminders',
    element: <ReminderSettingsPage />,
    permission: 'reminders.manage',
  },
  { path: '*', element: <NotFoundPage /> },
]);
