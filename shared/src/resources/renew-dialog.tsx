import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
// The kit by its package name: this is part of the dialogs' own entry (dialogs/index.ts).
import {
  Button,
  formatDate,
  FormButtons,
  formatRupees,
  Modal,
  NumberField,
  PlanField,
  plansResource,
  useFormFields,
  useResourceAll,
  useResourceWrites,
  useSave,
  useSubmit,
  type PaymentMethod,
  type Plan,
  type RenewalBody,
  type Renewed,
} from '@spotter/shared';
import { PaymentMethodField } from './payment-method-field';
import {
  carriedBy,
  feeFor,
  initialRenewal,
  paidAfterFee,
  toCollect,
  toRenewalBody,
  validateRenewal,
  type Renewable,
  type RenewValues,
} from './renew-values';
import { duesResource } from './dues';

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
  member: Renewable;
  /** Cancel, Escape, or after the renewal. */
  onClose: () => void;
  /** After the renewal is recorded (and before the dialog closes), with the API's answer. */
  onRenewed?: (renewed: Renewed) => void;
}

/**
 * Renew (docs/product/billing.md §20), wherever a member is renewed (Expired, the check-in panel): a
 * small modal form with plan, fee, paid and method for the new period. The message says until when
 * and the invoice, with Undo (§23); whatever shows the member is read again, as after a payment. A
 * refused renewal keeps the dialog open as typed. Escape or Cancel closes it; Tab stays inside.
 */
export function RenewDialog({ member, onClose, onRenewed }: RenewDialogProps) {
  const save = useSave();
  const { renew } = useResourceWrites(duesResource).actions;
  const onCancel = onClose;
  const onRenew = (body: RenewalBody) =>
    save(
      async (signal) => {
        // A renewal bills the member and may take money: the reads a payment makes stale.
        const renewed = await renew(member.id, body, signal);
        onRenewed?.(renewed);
        onClose();
        return renewed;
      },
      {
        success: (renewed) =>
          `${member.name} renewed until ${formatDate(renewed.expiry)}. Invoice: ${renewed.invoice_number}`,
        undo: (renewed) => renewed.activity_id,
        failure: 'Renewal failed!',
      },
    );
  const titleId = useId();
  const { rows: plans } = useResourceAll(plansResource);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const { values, setErrors, field } = useFormFields<RenewValues>(initialRenewal(member, plans));
  const { onChange: typeFee } = field('fee');
  const { onChange: setPaid } = field('paid');
  const { onChange: choosePlan } = field('plan');
  const carried = carriedBy(member);
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
    const errors = validateRenewal(values, carried);
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
