import { useParams } from 'react-router-dom';
import { FormScreen, plansResource, type Plan, useRecordEdit } from '@spotter/shared';
import { PlanForm } from './plan-form';
import type { PlanFormValues } from './validate-plan';

const toValues = (plan: Plan): PlanFormValues => ({
  name: plan.name,
  duration_days: String(plan.duration_days),
  price: plan.price === null ? '' : String(plan.price),
  description: plan.description,
});

export function EditPlanPage() {
  const { id } = useParams<{ id: string }>();
  const { record, fallback, submit } = useRecordEdit(
    plansResource,
    id,
    {
      notFound: 'Plan not found',
      backLabel: 'Back to plans',
      backTo: '/plans',
      loadFailed: 'Could not load this plan.',
    },
    {
      success: () => 'Plan updated successfully!',
      failure: 'Failed to update plan!',
      then: '/plans',
    },
  );

  return (
    <FormScreen title="Edit Plan" fallback={fallback}>
      {record && (
        <PlanForm
          key={id}
          initialValues={toValues(record)}
          submitLabel="Save Changes"
          onSubmit={submit}
        />
      )}
    </FormScreen>
  );
}
