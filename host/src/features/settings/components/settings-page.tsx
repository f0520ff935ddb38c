import { lazy, Suspense } from 'react';
import { Loading, PageHeader } from '@spotter/shared';

// Loaded when the screen opens: the login page, which carries the host's own code, stays lean.
const AccountSettings = lazy(() => import(/* webpackChunkName: "settings" */ './account-settings'));

/** docs/product.md §18: the signed-in admin's details, and a password change. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Account Settings" />
      <Suspense fallback={<Loading />}>
        <AccountSettings />
      </Suspense>
    </>
  );
}
