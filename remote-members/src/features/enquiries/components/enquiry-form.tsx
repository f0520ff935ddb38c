import {
  DateField,
  Form,
  FormButtons,
  PlanField,
  SelectField,
  TextAreaField,
  TextField,
  useValidatedForm,
  type EnquiryInput,
  type EnquirySource,
  type EnquiryStatus,
} from '@spotter/shared';
import {
  ENQUIRY_SOURCE_LABELS,
  ENQUIRY_STATUSES,
  validateEnquiry,
  type EnquiryFormValues,
} from './enquiry-form-values';

const statusOptions = ENQUIRY_STATUSES.map((status) => ({ value: status, label: status }));
const sourceOptions = Object.entries(ENQUIRY_SOURCE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

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
  const { field, saving, submit } = useValidatedForm(initialValues, validateEnquiry, onSubmit);

  const status = field('status');
  const source = field('source');
  return (
    <Form onSubmit={submit}>
      <TextField label="Name" required autoFocus autoComplete="off" {...field('name')} />
      <TextField label="Phone" type="tel" required autoComplete="off" {...field('phone')} />
      <PlanField label="Interest" none="No plan" {...field('plan_id')} />
      <DateField label="Date" required {...field('enquiry_date')} />
      <SelectField
        label="Status"
        options={statusOptions}
        {...status}
        onChange={(value) => status.onChange(value as EnquiryStatus)}
      />
      <SelectField
        label="Source"
        placeholder="Not known"
        options={sourceOptions}
        {...source}
        onChange={(value) => source.onChange(value as EnquirySource | '')}
      />
      <DateField label="Follow up on" {...field('follow_up_on')} />
      <TextAreaField label="Note" {...field('note')} />
      <FormButtons submitLabel={submitLabel} saving={saving} leaveTo={backTo} leaveLabel="Back" />
    </Form>
  );
}
