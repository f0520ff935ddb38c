import { useNavigate } from 'react-router-dom';
import { Card, errorMessage, isAbortError, PageHeader, useAbortOnUnmount, useToast, type PlanInput } from '@spotter/shared';
import { useCreatePlan } from '../api/create-plan';
import { PlanForm } from './plan-form';
import { emptyPlanValues } from './validate-plan';

export function AddPlanPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const signal = useAbortOnUnmount();
  const createPlan = useCreatePlan();

  const onSubmit = async (input: PlanInput) => {
    try {
      const id = await createPlan(input, signal());
      toast.success(`Plan added successfully! ID: ${id ?? ''}`.trim());
      navigate('/plans');
    } catch (error) {
      if (isAbortError(error)) return;
      console.error('Failed to add plan', error);
      toast.error(errorMessage(error, 'Failed to add plan!'));
    }
  };

  return (
    <>
      <PageHeader title="Add New Plan" />
      <Card>
        <PlanForm initialValues={emptyPlanValues} submitLabel="Add Plan" onSubmit={onSubmit} />
      </Card>
    </>
  );
}
