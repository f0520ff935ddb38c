import styled from 'styled-components';
import {
  Button,
  CheckboxGroupField,
  FieldHint,
  RadioGroupField,
  useResourceAll,
} from '@spotter/shared';
import { planClassTypesResource } from '../api/class-types-resource';
import { classTypeIdsOf, PLAN_CLASSES_CHOICES } from './validate-plan';

const Classes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The plan's **Classes** (docs/product/classes.md, "Who may book"): All classes, Chosen class types
 * or No classes; with Chosen, a checkbox for each class type (`GET /classes/types`, which asks for
 * `classes.view`: the form shows this field only to an account holding it).
 */
export function PlanClassesField({
  classes,
  types,
}: {
  classes: FieldProps;
  /** The chosen types' ids, comma-separated. */
  types: FieldProps;
}) {
  return (
    <Classes>
      <RadioGroupField
        label="Classes"
        name="classes"
        options={PLAN_CLASSES_CHOICES}
        value={classes.value}
        onChange={classes.onChange}
      />
      {classes.value === 'chosen' && <ChosenTypes {...types} />}
    </Classes>
  );
}

/** The class types to tick, read when Chosen is picked; its loading and failure say so. */
function ChosenTypes({ value, onChange, error }: FieldProps) {
  const { rows, error: failed, isLoading, retry } = useResourceAll(planClassTypesResource);
  const ids = classTypeIdsOf(value);
  if (isLoading) return <FieldHint>Loading class types…</FieldHint>;
  if (failed)
    return (
      <FieldHint role="alert">
        {error && `${error}. `}Could not load the class types.{' '}
        <Button variant="secondary" onClick={retry}>
          Retry
        </Button>
      </FieldHint>
    );
  return (
    <>
      {rows.length === 0 && <FieldHint>No class types yet: add them under Classes.</FieldHint>}
      <CheckboxGroupField
        label="Class types"
        options={rows.map((type) => ({ value: String(type.id), label: type.name }))}
        checked={(option) => ids.includes(Number(option))}
        onToggle={(option, on) =>
          onChange(
            (on ? [...ids, Number(option)] : ids.filter((id) => id !== Number(option)))
              .sort((a, b) => a - b)
              .join(','),
          )
        }
        error={error}
      />
    </>
  );
}
