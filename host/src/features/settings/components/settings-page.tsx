import { PlaceholderPage } from '@spotter/shared';

// Account settings (name, e-mail, phone, password) arrive in a later issue.
export function SettingsPage() {
  return <PlaceholderPage title="Account Settings" />;
}
