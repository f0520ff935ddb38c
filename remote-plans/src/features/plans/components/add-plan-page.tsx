import { Card, PageHeader, plansResource, type PlanInput, useResourceWrites, useSave } from '@spotter/shared';
import { PlanForm } from './plan-form';
import { emptyPlanValues } from './validate-plan';

export function AddPlanPage() {
  const save = useSave();
  const { create } = useResourceWrites(plansResource);

  const onSubmit = (input: PlanInput) =>
    save((signal) => create<{ plan?: { id: number } }>(input, signal), {
      success: (result) => `Plan added successfully! ID: ${result.plan?.id ?? ''}`.trim(),
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
