import { PageHeader } from '@spotter/shared';
import AccountSettings from './account-settings';

/** docs/product/settings-and-search.md §18: the signed-in admin's details, a password change, and the gym's details. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Account Settings" />
      <AccountSettings />
    </>
  );
}
