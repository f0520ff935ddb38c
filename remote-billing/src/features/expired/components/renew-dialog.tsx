import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  FormButtons,
  formatRupees,
  Modal,
  NumberField,
  PlanField,
  plansResource,
  useFormFields,
  useResourceAll,
  useSubmit,
  type ExpiredMember,
  type PaymentMethod,
  type Plan,
  type RenewalBody,
} from '@spotter/shared';
import { PaymentMethodField } from '@spotter/shared/dialogs';
import {
  feeFor,
  initialRenewal,
  paidAfterFee,
  toCollect,
  toRenewalBody,
  validateRenewal,
  type RenewValues,
} from './renew-values';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface RenewDialogProps {
  member: ExpiredMember;
  onCancel: () => void;
  /** Rejecting keeps the dialog open as typed. */
  onRenew: (body: RenewalBody) => Promise<unknown>;
}

/** A small modal form: plan, fee, paid and method for the new period. Escape or Cancel closes it; Tab stays inside. */
export function RenewDialog({ member, onCancel, onRenew }: RenewDialogProps) {
  const titleId = useId();
  const { rows: plans } = useResourceAll(plansResource);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const { values, setErrors, field } = useFormFields<RenewValues>(initialRenewal(member, plans));
  const { onChange: typeFee } = field('fee');
  const { onChange: setPaid } = field('paid');
  const { onChange: choosePlan } = field('plan');
  const carried = member.due_amount;
  // Paid starts at what the renewal collects and follows the fee until the desk types its own.
  const setFee = useCallback(
    (fee: string) => {
      const paid = paidAfterFee(values, fee, carried);
      typeFee(fee);
      if (paid !== values.paid) setPaid(paid);
    },
    [values, carried, typeFee, setPaid],
  );
  const collect = toCollect(values.fee, carried);

  // The plans arrive after the dialog opens: fill the fee (and so paid) in from the price once they do.
  const priced = useRef(false);
  useEffect(() => {
    if (priced.current || plans.length === 0) return;
    priced.current = true;
    if (values.fee === '') setFee(initialRenewal(member, plans).fee);
  }, [plans, member, values.fee, setFee]);

  const onPlan = (next: string, plan: Plan | undefined) => {
    choosePlan(next);
    const fee = feeFor(member, plan);
    if (fee !== '') setFee(fee);
  };

  const { saving, submit } = useSubmit(() => {
    const errors = validateRenewal(values, member.due_amount);
    setErrors(errors);
    return Object.values(errors).some(Boolean) ? null : toRenewalBody(values, method);
  }, onRenew);

  return (
    <Modal
      labelledBy={titleId}
      initialFocus="select, input"
      busy={saving}
      onClose={onCancel}
      width={440}
    >
      <Form noValidate onSubmit={submit}>
        <h2 id={titleId}>{`Renew ${member.name}`}</h2>
        <PlanField
          label="Plan"
          {...field('plan')}
          onChange={onPlan}
          currentLabel={member.plan_type}
        />
        <NumberField label="Fee" min={0} {...field('fee')} onChange={setFee} />
        {carried > 0 && (
          <p>{`${formatRupees(carried)} still owed from the last period is added to this fee.`}</p>
        )}
        {collect !== null && <p>{`To collect ${formatRupees(collect)}`}</p>}
        <NumberField label="Paid" min={0} {...field('paid')} />
        <PaymentMethodField value={method} onChange={setMethod} />
        <FormButtons submitLabel="Renew" saving={saving}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </FormButtons>
      </Form>
    </Modal>
  );
}
