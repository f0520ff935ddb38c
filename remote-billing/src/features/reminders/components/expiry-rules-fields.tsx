import styled from 'styled-components';
import { Button, NumberField, SelectField } from '@spotter/shared';
import { REMINDER_LIMITS } from '../rules';
import { expiryRow, type ExpiryRow, type SettingsErrors, type When } from './settings-values';
import { TemplateField } from './template-field';

export const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > * {
    flex: 0 1 160px;
  }
`;

const WHEN_OPTIONS: { value: When; label: string }[] = [
  { value: 'before', label: 'Before' },
  { value: 'on', label: 'On the day' },
  { value: 'after', label: 'After' },
];

/** The expiry rules: each a day (so many before, on the day, after) and its message; added and removed. */
export function ExpiryRulesFields({
  rows,
  errors,
  onChange,
  gym,
  upi,
}: {
  rows: ExpiryRow[];
  errors: SettingsErrors;
  onChange: (rows: ExpiryRow[], edited?: string) => void;
  gym: string;
  upi: string;
}) {
  const edit = (row: ExpiryRow, name: 'when' | 'days' | 'template', value: string) =>
    onChange(
      rows.map((r) => (r.key === row.key ? { ...r, [name]: value } : r)),
      `expiry.${row.key}.${name}`,
    );
  return (
    <>
      {rows.map((row, i) => (
        <Group key={row.key}>
          <legend>{`Expiry reminder ${i + 1}`}</legend>
          <Row>
            {row.when !== 'on' && (
              <NumberField
                label="Days"
                min={1}
                value={row.days}
                error={errors[`expiry.${row.key}.days`]}
                onChange={(value) => edit(row, 'days', value)}
              />
            )}
            <SelectField
              label="When"
              options={WHEN_OPTIONS}
              value={row.when}
              error={errors[`expiry.${row.key}.when`]}
              onChange={(value) => edit(row, 'when', value)}
            />
            <Button
              variant="secondary"
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
              Remove
            </Button>
          </Row>
          <TemplateField
            value={row.template}
            error={errors[`expiry.${row.key}.template`]}
            onChange={(value) => edit(row, 'template', value)}
            gym={gym}
            upi={upi}
          />
        </Group>
      ))}
      <div>
        <Button
          variant="secondary"
          disabled={rows.length >= REMINDER_LIMITS.expiryRulesMax}
          onClick={() => onChange([...rows, expiryRow()])}
        >
          Add expiry reminder
        </Button>
      </div>
    </>
  );
}
