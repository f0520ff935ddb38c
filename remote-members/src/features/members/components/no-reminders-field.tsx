import { useId } from 'react';
import styled from 'styled-components';

// The label beside its box, level with the inputs (not their labels) of the grid's row.
const Box = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]};
  align-self: end;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
  }
  ${({ theme }) => theme.media.coarse} {
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

/** The member's opt-out of reminders (docs/product/reminders.md §25): none are planned for them while it is ticked. */
export function NoRemindersField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Box>
      <input
        id={id}
        name="no_reminders"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>Do not send reminders</label>
    </Box>
  );
}
