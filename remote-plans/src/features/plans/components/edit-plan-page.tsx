import { useParams } from 'react-router-dom';
import {
  ApiError,
  Card,
  EmptyState,
  ErrorState,
  isAbortError,
  LinkButton,
  Loading,
  PageHeader,
  plansResource,
  type PlanDetails,
  type PlanInput,
  useResourceOne,
  useResourceWrites,
  useSave,
} from '@spotter/shared';
import { PlanForm } from './plan-form';
import type { PlanFormValues } from './validate-plan';

const toValues = (plan: PlanDetails): PlanFormValues => ({
  name: plan.name,
  duration_days: Number.isFinite(plan.duration_days) ? String(plan.duration_days) : '',
  price: plan.price === null ? '' : String(plan.price),
  description: plan.description,
});

export function EditPlanPage() {
  const save = useSave();
  const { id } = useParams<{ id: string }>();
  const { update } = useResourceWrites(plansResource);
  const { record: plan, error, isLoading, retry } = useResourceOne(plansResource, id);

  const onSubmit = async (input: PlanInput) => {
    if (!id) return;
    await save((signal) => update(id, input, signal), {
      success: () => 'Plan updated successfully!',
      failure: 'Failed to update plan!',
      then: '/plans',
    });
  };

  let body;
  if (isLoading) body = <Loading />;
  else if (error instanceof ApiError && error.status === 404) {
    body = (
      <EmptyState>
        <p>Plan not found</p>
        <LinkButton variant="secondary" to="/plans">
          Back to plans
        </LinkButton>
      </EmptyState>
    );
  } else if (error && !isAbortError(error))
    body = <ErrorState message="Could not load this plan." onRetry={retry} />;
  else if (plan) {
    body = (
      <Card>
        <PlanForm
          key={id}
          initialValues={toValues(plan)}
          submitLabel="Save Changes"
          onSubmit={onSubmit}
        />
      </Card>
    );
  } else body = <Loading />;

  return (
    <>
      <PageHeader title="Edit Plan" />
      {body}
    </>
  );
}
