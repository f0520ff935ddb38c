import { useParams } from 'react-router-dom';
import {
  Card,
  PageHeader,
  plansResource,
  type Plan,
  type PlanInput,
  useRecordPage,
  useResourceWrites,
  useSave,
} from '@spotter/shared';
import { PlanForm } from './plan-form';
import type { PlanFormValues } from './validate-plan';

const toValues = (plan: Plan): PlanFormValues => ({
  name: plan.name,
  duration_days: String(plan.duration_days),
  price: plan.price === null ? '' : String(plan.price),
  description: plan.description,
});

export function EditPlanPage() {
  const save = useSave();
  const { id } = useParams<{ id: string }>();
  const { update } = useResourceWrites(plansResource);
  const { record: plan, fallback } = useRecordPage(plansResource, id, {
    notFound: 'Plan not found',
    backLabel: 'Back to plans',
    backTo: '/plans',
    loadFailed: 'Could not load this plan.',
  });

  const onSubmit = (input: PlanInput) =>
    save((signal) => update(id!, input, signal), {
      success: () => 'Plan updated successfully!',
      failure: 'Failed to update plan!',
      then: '/plans',
    });

  return (
    <>
      <PageHeader title="Edit Plan" />
      {plan ? (
        <Card>
          <PlanForm
            key={id}
            initialValues={toValues(plan)}
            submitLabel="Save Changes"
            onSubmit={onSubmit}
          />
        </Card>
      ) : (
        fallback
      )}
    </>
  );
}
