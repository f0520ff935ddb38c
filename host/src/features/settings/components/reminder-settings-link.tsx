import { Card, LinkButton, useCan } from '@spotter/shared';

/**
 * Where the reminders are set up (docs/product/reminders.md §25), for the accounts that may
 * (reminders.manage: Owners and Managers). Their page, /settings/reminders, is Billing's.
 */
export function ReminderSettingsLink() {
  const mayManage = useCan('reminders.manage');
  if (!mayManage) return null;
  return (
    <Card>
      <h2>Reminders</h2>
      <LinkButton to="/settings/reminders" variant="secondary">
        Set up reminders
      </LinkButton>
    </Card>
  );
}
