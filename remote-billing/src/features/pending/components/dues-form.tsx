import { useState, type ReactNode } from 'react';
import {
  DateField,
  Form,
  FormButtons,
  FormGrid,
  formatRupees,
  NumberField,
  PlanField,
  SharesPhoneField,
  TextField,
  useFormFields,
  useSubmit,
  type DuesUpdateBody,
  type MemberDetails,
  type PaymentMethod,
} from '@spotter/shared';
import { PaymentMethodField } from '@spotter/shared/dialogs';
import { fromDetails, pendingOf, toDuesBody, validateDues } from './dues-form-values';

export interface DuesFormProps {
  member: MemberDetails;
  /** The buttons beside Update (Download Invoice, Add User, Remove). */
  extraActions: ReactNode;
  /** Rejecting keeps the form as typed. */
  onSubmit: (body: DuesUpdateBody) => Promise<unknown>;
}

/** The pending edit form: contact, plan, money and pause dates; a higher Paid is recorded as a payment by the chosen method. */
export function DuesForm({ member, extraActions, onSubmit }: DuesFormProps) {
  const initial = fromDetails(member);
  const paidBefore = Number(initial.paid);
  const { values, setErrors, field } = useFormFields(initial);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [sharesPhone, setSharesPhone] = useState(member.shares_phone);
  const pending = pendingOf(values);
  const paying = Number(values.paid) > paidBefore;

  const { saving, submit } = useSubmit(() => {
    const errors = validateDues(values, paidBefore);
    setErrors(errors);
    return Object.values(errors).some(Boolean) ? null : toDuesBody(values, method, sharesPhone);
  }, onSubmit);

  return (
    <Form wide onSubmit={submit} aria-label={`Balance of member ${member.id}`}>
      <FormGrid>
        <TextField label="ID" value={String(member.id)} readOnly onChange={() => {}} />
        <TextField label="Phone" {...field('phone')} />
        <SharesPhoneField checked={sharesPhone} onChange={setSharesPhone} />
        <PlanField label="Plan" {...field('plan')} />
        <NumberField label="Total" min={0} {...field('total')} />
        <NumberField label="Paid" min={paidBefore} {...field('paid')} />
        <TextField
          label="Pending"
          value={pending === null ? '' : formatRupees(pending)}
          readOnly
          onChange={() => {}}
          aria-live="polite"
        />
        <DateField label="Pause date" {...field('pause')} />
        <DateField label="Rejoin date" {...field('rejoin')} />
        {paying && (
          <PaymentMethodField label="Payment method" value={method} onChange={setMethod} />
        )}
      </FormGrid>
      <FormButtons submitLabel="Update" saving={saving}>
        {extraActions}
      </FormButtons>
    </Form>
  );
}
