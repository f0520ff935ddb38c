import { PlaceholderPage } from '@spotter/shared';

// The dashboard's figures come from the database in a later issue.
export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
