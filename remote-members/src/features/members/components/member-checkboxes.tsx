import { GridCheckboxField } from '@spotter/shared';

/** The member's opt-out of reminders (docs/product/reminders.md §25): none are planned for them while it is ticked. */
export function NoRemindersField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <GridCheckboxField
      name="no_reminders"
      label="Do not send reminders"
      checked={checked}
      onChange={onChange}
    />
  );
}
