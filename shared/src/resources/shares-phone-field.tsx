import styled from 'styled-components';
import { CheckboxField } from '@spotter/shared/core';

/** A checkbox in a form grid (FormGrid): level with the inputs, not the labels, of its row. */
export const GridCheckboxField = styled(CheckboxField)`
  align-self: end;
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * "Shares this phone with another member", a family's one phone (docs/product/screens.md §3): on
 * every form that edits a member's phone, so the refusal of a phone another member has can be
 * answered where it is shown.
 */
export function SharesPhoneField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <GridCheckboxField
      name="shares_phone"
      label="Shares this phone with another member"
      checked={checked}
      onChange={onChange}
    />
  );
}
