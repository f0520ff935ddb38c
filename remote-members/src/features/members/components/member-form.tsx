import { useRef, useState } from 'react';
import {
  BLOOD_GROUPS,
  branchOptions,
  chosenBranch,
  DateField,
  Form,
  FormGrid,
  FormButtons,
  NumberField,
  PlanField,
  RadioGroupField,
  SelectField,
  SharesPhoneField,
  TextField,
  useActiveBranch,
  useBranchChoice,
  useSubmit,
  useToast,
  type Plan,
  type SelectOption,
} from '@spotter/shared';
import {
  BRANCH_ACCESS,
  changeValue,
  chooseHomeBranch,
  choosePlan,
  MEMBER_STATUSES,
  toMemberInput,
  validateMember,
  type MemberFormValues,
  type MemberSent,
  type MemberTextField,
} from './member-form-values';
import { PaymentMethodField } from '@spotter/shared/dialogs';
import { NoRemindersField } from './member-checkboxes';

const bloodOptions: SelectOption[] = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));

/** The listed options, plus the current value when it is not among them, so saving never drops it. */
function withCurrent(options: SelectOption[], value: string, label: string): SelectOption[] {
  return value && !options.some((o) => o.value === value)
    ? [...options, { value, label }]
    : options;
}

export interface MemberFormProps {
  initialValues: MemberFormValues;
  submitLabel: string;
  /** Where Back goes: the members list, with its page and search. */
  backTo: string;
  /** Rejecting keeps the form as typed so the admin can try again. */
  onSubmit: (member: MemberSent) => Promise<unknown>;
  /**
   * Add User asks how the paid amount was received and sends it (`payment_method`, cash to
   * start); an edit records cash (docs/product/billing.md §20, Methods).
   */
  takesPaymentMethod?: boolean;
}

/**
 * The add and edit member form: every field of docs/product/screens.md §3, due recalculated from fee and
 * paid; with two branches or more, the home branch and the access too.
 */
export function MemberForm({
  initialValues,
  submitLabel,
  backTo,
  onSubmit,
  takesPaymentMethod = false,
}: MemberFormProps) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const branches = useBranchChoice();
  const homeBranch = chosenBranch(values.home_branch_id, branches, useActiveBranch());

  const field = (name: MemberTextField) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => changeValue(current, name, value)),
  });

  // The plan chosen here, whose price at the home branch the fee follows (docs/product/branches.md §26).
  const [plan, setPlan] = useState<Plan>();
  const onPlanChange = (planId: string, chosen: Plan | undefined) => {
    setPlan(chosen);
    setValues((current) => choosePlan(current, planId, chosen, homeBranch));
  };
  const onHomeBranchChange = (branch: string) =>
    setValues((current) => chooseHomeBranch(current, branch, plan, homeBranch));

  const { saving, submit } = useSubmit(() => {
    const problem = validateMember(values);
    if (!problem) {
      const member = toMemberInput({ ...values, home_branch_id: homeBranch });
      return takesPaymentMethod ? { ...member, payment_method: values.payment_method } : member;
    }
    toast.error(problem);
    const missing = values.name.trim() ? 'phone' : 'name';
    (formRef.current?.elements.namedItem(missing) as HTMLElement | null)?.focus();
    return null;
  }, onSubmit);

  return (
    <Form wide ref={formRef} onSubmit={submit}>
      <FormGrid>
        <TextField label="Name" required autoFocus autoComplete="off" {...field('name')} />
        <TextField label="Phone" type="tel" required autoComplete="off" {...field('phone')} />
        <SharesPhoneField
          checked={values.shares_phone}
          onChange={(shares_phone) => setValues((current) => ({ ...current, shares_phone }))}
        />
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <NumberField label="Age" min={0} step={1} {...field('age')} />
        <NumberField label="Weight" min={0} step="any" {...field('weight')} />
        <SelectField
          label="Blood Group"
          placeholder="Select blood group"
          options={bloodOptions}
          {...field('blood_group')}
        />
        <TextField label="Location" {...field('location')} />
        <TextField label="Profession" {...field('profession')} />
        <SelectField
          label="Status"
          options={withCurrent(
            MEMBER_STATUSES.map((s) => ({ value: s, label: s })),
            values.status,
            values.status,
          )}
          {...field('status')}
        />
        <DateField label="Joining Day" {...field('joining_date')} />
        <PlanField
          label="Membership Plan"
          prompt="Select a plan"
          {...field('plan_id')}
          onChange={onPlanChange}
        />
        <NumberField label="Fee Amount" min={0} step={1} {...field('total_fee')} />
        <NumberField label="Paid Amount" min={0} step={1} {...field('paid_amount')} />
        {takesPaymentMethod && (
          <PaymentMethodField
            value={values.payment_method}
            onChange={(payment_method) => setValues((current) => ({ ...current, payment_method }))}
          />
        )}
        <NumberField label="Due Amount" readOnly {...field('due_amount')} />
        <DateField label="Leave" {...field('leave_date')} />
        <DateField label="Rejoin" {...field('rejoin_date')} />
        {branches && (
          <>
            <SelectField
              label="Home branch"
              options={branchOptions(branches)}
              {...field('home_branch_id')}
              value={homeBranch}
              onChange={onHomeBranchChange}
            />
            <RadioGroupField
              label="Branch access"
              options={BRANCH_ACCESS}
              {...field('branch_access')}
            />
          </>
        )}
        <NoRemindersField
          checked={values.no_reminders}
          onChange={(no_reminders) => setValues((current) => ({ ...current, no_reminders }))}
        />
      </FormGrid>
      <FormButtons submitLabel={submitLabel} saving={saving} leaveTo={backTo} leaveLabel="Back" />
    </Form>
  );
}
