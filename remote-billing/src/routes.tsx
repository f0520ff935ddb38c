import { lazyPage, NotFoundPage, permittedRoutes } from '@spotter/shared';
import { DayClosePage } from './features/day-close/components/day-close-page';
import { ExpiredListPage } from './features/expired/components/expired-list-page';
import { InvoiceHistoryPage } from './features/invoices/components/invoice-history-page';
import { PendingEditPage } from './features/pending/components/pending-edit-page';
import { PendingListPage } from './features/pending/components/pending-list-page';

// The reminders' pages are chunks of their own, fetched when opened, so that the section's chunk,
// which Invoice, Pending and Expired download too, does not carry them.
export const routes = permittedRoutes([
  { path: 'invoice', element: <InvoiceHistoryPage />, permission: 'invoices.view' },
  { path: 'invoice/day', element: <DayClosePage />, permission: 'invoices.view' },
  { path: 'pending', element: <PendingListPage />, permission: 'payments.record' },
  { path: 'pending/:id/edit', element: <PendingEditPage />, permission: 'payments.record' },
  { path: 'expired', element: <ExpiredListPage />, permission: 'payments.record' },
  {
    path: 'reminders',
    element: lazyPage(
      () =>
        import(
          /* webpackChunkName: "reminders" */ './features/reminders/components/reminders-page'
        ),
      (m) => m.RemindersPage,
    ),
    permission: 'payments.record',
  },
  {
    path: 'settings/reminders',
    element: lazyPage(
      () =>
        import(
          /* webpackChunkName: "reminder-settings" */ './features/reminders/components/reminder-settings-page'
        ),
      (m) => m.ReminderSettingsPage,
    ),
    permission: 'reminders.manage',
  },
  { path: '*', element: <NotFoundPage /> },
]);
