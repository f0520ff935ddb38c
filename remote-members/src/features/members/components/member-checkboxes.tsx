import styled from 'styled-components';
import { CheckboxField } from '@spotter/shared';

// Level with the inputs (not their labels) of the form grid's row.
const Field = styled(CheckboxField)`
  align-self: end;
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The member's phone shared with another member, a family's (docs/product/screens.md §3). */
export function SharesPhoneField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Field
      name="shares_phone"
      label="Shares this phone with another member"
      checked={checked}
      onChange={onChange}
    />
  );
}

/** The member's opt-out of reminders (docs/product/reminders.md §25): none are planned for them while it is ticked. */
export function NoRemindersField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Field
      name="no_reminders"
      label="Do not send reminders"
      checked={checked}
      onChange={onChange}
    />
  );
}
