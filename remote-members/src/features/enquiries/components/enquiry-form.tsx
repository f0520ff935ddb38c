import {
  DateField,
  Form,
  FormButtons,
  planOptionLabel,
  plansResource,
  SelectField,
  TextAreaField,
  TextField,
  useFormFields,
  useResourceAll,
  useSubmit,
  type EnquiryInput,
  type EnquiryStatus,
} from '@spotter/shared';
import { ENQUIRY_STATUSES, validateEnquiry, type EnquiryFormValues } from './enquiry-form-values';

const statusOptions = ENQUIRY_STATUSES.map((status) => ({ value: status, label: status }));

export interface EnquiryFormProps {
  initialValues: EnquiryFormValues;
  submitLabel: string;
  /** Where Back goes: the enquiries list, with its page and search. */
  backTo: string;
  /** Rejecting keeps the form as typed so the admin can try again. */
  onSubmit: (input: EnquiryInput) => Promise<unknown>;
}

/** The add and edit enquiry form: fields, inline errors, Back to the list. */
export function EnquiryForm({ initialValues, submitLabel, backTo, onSubmit }: EnquiryFormProps) {
  const { values, setErrors, field } = useFormFields(initialValues);
  const { rows: plans, isLoading: plansLoading } = useResourceAll(plansResource);

  // The plan already chosen stays offered while the plans load (or if it has gone since).
  const planOptions = plans.map((plan) => ({
    value: String(plan.id),
    label: planOptionLabel(plan),
  }));
  if (values.plan_id && !planOptions.some((o) => o.value === values.plan_id)) {
    planOptions.push({
      value: values.plan_id,
      label: plansLoading ? 'Loading plans...' : `Plan #${values.plan_id}`,
    });
  }

  const { saving, submit } = useSubmit(() => {
    const { errors, input } = validateEnquiry(values);
    setErrors(errors);
    return input;
  }, onSubmit);

  const status = field('status');
  return (
    <Form onSubmit={submit}>
      <TextField label="Name" required autoFocus autoComplete="off" {...field('name')} />
      <TextField label="Phone" type="tel" required autoComplete="off" {...field('phone')} />
      <SelectField
        label="Interest"
        placeholder="No plan"
        options={planOptions}
        {...field('plan_id')}
      />
      <DateField label="Date" required {...field('enquiry_date')} />
      <SelectField
        label="Status"
        options={statusOptions}
        {...status}
        onChange={(value) => status.onChange(value as EnquiryStatus)}
      />
      <TextAreaField label="Note" {...field('note')} />
      <FormButtons submitLabel={submitLabel} saving={saving} leaveTo={backTo} leaveLabel="Back" />
    </Form>
  );
}
