import {
  Form,
  FormButtons,
  NumberField,
  TextAreaField,
  TextField,
  useValidatedForm,
  type PlanInput,
} from '@spotter/shared';
import { validatePlan, type PlanFormValues } from './validate-plan';

export interface PlanFormProps {
  initialValues: PlanFormValues;
  submitLabel: string;
  /** Rejecting keeps the form as typed so the admin can try again. */
  onSubmit: (input: PlanInput) => Promise<unknown>;
}

/** The add and edit plan form: fields, inline errors, Cancel back to the list. */
export function PlanForm({ initialValues, submitLabel, onSubmit }: PlanFormProps) {
  const { field, saving, submit } = useValidatedForm(initialValues, validatePlan, onSubmit);

  return (
    <Form onSubmit={submit}>
      <TextField label="Plan Name" required autoFocus {...field('name')} />
      <NumberField label="Duration (days)" required min={1} step={1} {...field('duration_days')} />
      <NumberField label="Price (₹)" min={0} {...field('price')} />
      <TextAreaField label="Description" {...field('description')} />
      <FormButtons submitLabel={submitLabel} saving={saving} leaveTo="/plans" />
    </Form>
  );
}
