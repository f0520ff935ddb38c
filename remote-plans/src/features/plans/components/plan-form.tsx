import { useId } from 'react';
import styled from 'styled-components';
import {
  FieldHint,
  Form,
  FormButtons,
  NumberField,
  TextAreaField,
  TextField,
  useBranchChoice,
  useCan,
  useValidatedForm,
  type PlanInput,
} from '@spotter/shared';
import { PlanClassesField } from './plan-classes-field';
import { branchPriceField, validatePlan, type PlanFormValues } from './validate-plan';

const BranchPrices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;

export interface PlanFormProps {
  initialValues: PlanFormValues;
  submitLabel: string;
  /** Rejecting keeps the form as typed so the admin can try again. */
  onSubmit: (input: PlanInput) => Promise<unknown>;
}

/**
 * The add and edit plan form: fields, inline errors, Cancel back to the list; with two branches or
 * more (docs/product/branches.md §26), a price for each branch the account works at, empty for the plan's;
 * for an account that may read the class types (`classes.view`), the plan's Classes
 * (docs/product/classes.md, "Who may book"); without it the plan's classes are left as they are.
 */
export function PlanForm({ initialValues, submitLabel, onSubmit }: PlanFormProps) {
  const branches = useBranchChoice();
  const withClasses = useCan('classes.view');
  const hintId = useId();
  const { field, saving, submit } = useValidatedForm(
    initialValues,
    (values) => validatePlan(values, branches, withClasses),
    onSubmit,
  );

  return (
    <Form onSubmit={submit}>
      <TextField label="Plan Name" required autoFocus {...field('name')} />
      <NumberField label="Duration (days)" required min={1} step={1} {...field('duration_days')} />
      <NumberField label="Price (₹)" min={0} {...field('price')} />
      {branches && (
        <BranchPrices aria-describedby={hintId}>
          <legend>Price per branch</legend>
          <FieldHint id={hintId}>
            Leave a branch empty to charge the plan&apos;s price there.
          </FieldHint>
          {branches.map((branch) => {
            const price = field(branchPriceField(branch.id));
            return (
              <NumberField
                key={branch.id}
                label={`Price at ${branch.name} (₹)`}
                min={0}
                {...price}
                value={price.value ?? ''}
              />
            );
          })}
        </BranchPrices>
      )}
      {withClasses && (
        <PlanClassesField classes={field('classes')} types={field('class_type_ids')} />
      )}
      <TextAreaField label="Description" {...field('description')} />
      <FormButtons submitLabel={submitLabel} saving={saving} leaveTo="/plans" />
    </Form>
  );
}
