import { useId } from 'react';
import styled from 'styled-components';
import { FieldHint, type Permission, type PermissionInfo } from '@spotter/shared';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Item = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
  ${FieldHint} {
    grid-column: 2;
  }
`;

/** One checkbox per permission, by its label, each saying what it needs beside it. */
/** “A”, “B” and “C”: labels may hold commas and “and” themselves. */
const listed = (labels: string[]) => {
  const quoted = labels.map((label) => `“${label}”`);
  return quoted.length > 1
    ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
    : (quoted[0] ?? '');
};

export function PermissionChecklist({
  catalogue,
  ticked,
  onToggle,
  disabled,
}: {
  catalogue: readonly PermissionInfo[];
  ticked: readonly Permission[];
  onToggle: (key: Permission, on: boolean) => void;
  /** Which boxes cannot be changed (all of a built-in role's; those the account does not hold). */
  disabled: (key: Permission) => boolean;
}) {
  const id = useId();
  const labelOf = (key: Permission) => catalogue.find((info) => info.key === key)?.label ?? key;
  return (
    <Fieldset>
      <legend>Permissions</legend>
      {catalogue.map(({ key, label, needs }) => {
        const box = `${id}-${key}`;
        return (
          <Item key={key}>
            <input
              id={box}
              type="checkbox"
              checked={ticked.includes(key)}
              disabled={disabled(key)}
              aria-describedby={needs.length ? `${box}-needs` : undefined}
              onChange={(event) => onToggle(key, event.target.checked)}
            />
            <label htmlFor={box}>{label}</label>
            {needs.length > 0 && (
              <FieldHint id={`${box}-needs`}>{`Needs ${listed(needs.map(labelOf))}`}</FieldHint>
            )}
          </Item>
        );
      })}
    </Fieldset>
  );
}
