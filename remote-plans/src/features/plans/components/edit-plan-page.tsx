import { useNavigate, useParams } from 'react-router-dom';
import {
  ApiError,
  Card,
  EmptyState,
  errorMessage,
  ErrorState,
  isAbortError,
  LinkButton,
  Loading,
  PageHeader,
  useAbortOnUnmount,
  useToast,
  type PlanInput,
} from '@spotter/shared';
import { usePlan, type PlanDetails } from '../api/get-plan';
import { useUpdatePlan } from '../api/update-plan';
import { PlanForm } from './plan-form';
import type { PlanFormValues } from './validate-plan';

const toValues = (plan: PlanDetails): PlanFormValues => ({
  name: plan.name,
  duration_days: Number.isFinite(plan.duration_days) ? String(plan.duration_days) : '',
  price: plan.price === null ? '' : String(plan.price),
  description: plan.description,
});

export function EditPlanPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const toast = useToast();
  const signal = useAbortOnUnmount();
  const updatePlan = useUpdatePlan();
  const { plan, error, isLoading, retry } = usePlan(id);

  const onSubmit = async (input: PlanInput) => {
    if (!id) return;
    try {
      await updatePlan(id, input, signal());
      toast.success('Plan updated successfully!');
      navigate('/plans');
    } catch (caught) {
      if (isAbortError(caught)) return;
      console.error('Failed to update plan', caught);
      toast.error(errorMessage(caught, 'Failed to update plan!'));
    }
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
  } else if (error && !isAbortError(error)) body = <ErrorState message="Could not load this plan." onRetry={retry} />;
  else if (plan) {
    body = (
      <Card>
        <PlanForm key={id} initialValues={toValues(plan)} submitLabel="Save Changes" onSubmit={onSubmit} />
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
