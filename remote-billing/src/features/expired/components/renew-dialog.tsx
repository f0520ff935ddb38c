import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import {
  Button,
  FormActions,
  formatRupees,
  NumberField,
  planOptionLabel,
  plansResource,
  SelectField,
  useFormFields,
  useResourceAll,
  type ExpiredMember,
  type PaymentMethod,
  type RenewalBody,
} from '@spotter/shared';
import { PaymentMethodField } from '../../../components/payment-method-field';
import { initialRenewal, toRenewalBody, validateRenewal, type RenewValues } from './renew-values';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: min(92vw, 440px);
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
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
  onRenew: (body: RenewalBody) => Promise<void>;
}

/** A small modal form: plan, fee, paid and method for the new period. Escape or Cancel closes it; Tab stays inside. */
export function RenewDialog(props: RenewDialogProps) {
  return createPortal(<RenewForm {...props} />, document.body);
}

function RenewForm({ member, onCancel, onRenew }: RenewDialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLFormElement>(null);
  const { rows: plans } = useResourceAll(plansResource);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [saving, setSaving] = useState(false);
  const { values, setErrors, field } = useFormFields<RenewValues>(initialRenewal(member, plans));
  const { onChange: setFee } = field('fee');
  const { onChange: choosePlan } = field('plan');

  // The plans arrive after the dialog opens: fill the fee in from the price once they do.
  const priced = useRef(false);
  useEffect(() => {
    if (priced.current || plans.length === 0) return;
    priced.current = true;
    if (values.fee === '') setFee(initialRenewal(member, plans).fee);
  }, [plans, member, values.fee, setFee]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('select, input')?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onPlan = (next: string) => {
    choosePlan(next);
    const price = plans.find((plan) => String(plan.id) === next)?.price;
    if (price !== undefined && price !== null) setFee(String(price));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('select, input, button:not(:disabled)') ?? []);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateRenewal(values, member.due_amount);
    setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    setSaving(true);
    try {
      await onRenew(toRenewalBody(values, method));
    } finally {
      setSaving(false);
    }
  };

  const planOptions = plans.map((plan) => ({ value: String(plan.id), label: planOptionLabel(plan) }));
  if (!planOptions.some((option) => option.value === values.plan)) planOptions.push({ value: values.plan, label: member.plan_type });

  return (
    <Backdrop>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} noValidate onKeyDown={onKeyDown} onSubmit={(e) => void submit(e)}>
        <h2 id={titleId}>{`Renew ${member.name}`}</h2>
        <SelectField label="Plan" {...field('plan')} onChange={onPlan} options={planOptions} />
        <NumberField label="Fee" min={0} {...field('fee')} />
        {member.due_amount > 0 && <p>{`${formatRupees(member.due_amount)} still owed from the last period is added to this fee.`}</p>}
        <NumberField label="Paid" min={0} {...field('paid')} />
        <PaymentMethodField value={method} onChange={setMethod} />
        <FormActions>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" busy={saving}>
            Renew
          </Button>
        </FormActions>
      </Panel>
    </Backdrop>
  );
}
