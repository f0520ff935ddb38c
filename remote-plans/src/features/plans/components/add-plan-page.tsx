import { Card, PageHeader, type PlanInput, useSave } from '@spotter/shared';
import { useCreatePlan } from '../api/create-plan';
import { PlanForm } from './plan-form';
import { emptyPlanValues } from './validate-plan';

export function AddPlanPage() {
  const save = useSave();
  const createPlan = useCreatePlan();

  const onSubmit = (input: PlanInput) =>
    save((signal) => createPlan(input, signal), {
      success: (id) => `Plan added successfully! ID: ${id ?? ''}`.trim(),
      failure: 'Failed to add plan!',
      then: '/plans',
    });

  return (
    <>
      <PageHeader title="Add New Plan" />
      <Card>
        <PlanForm initialValues={emptyPlanValues} submitLabel="Add Plan" onSubmit={onSubmit} />
      </Card>
    </>
  );
}
