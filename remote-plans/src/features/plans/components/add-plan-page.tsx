import {
  FormScreen,
  plansResource,
  type PlanInput,
  type PlanSaved,
  useResourceWrites,
  useSave,
} from '@spotter/shared';
import { PlanForm } from './plan-form';
import { emptyPlanValues } from './validate-plan';

export function AddPlanPage() {
  const save = useSave();
  const { create } = useResourceWrites(plansResource);

  const onSubmit = (input: PlanInput) =>
    save((signal) => create<PlanSaved>(input, signal), {
      success: (result) => `Plan added successfully! ID: ${result.plan.id}`,
      failure: 'Failed to add plan!',
      then: '/plans',
    });

  return (
    <FormScreen title="Add New Plan">
      <PlanForm initialValues={emptyPlanValues} submitLabel="Add Plan" onSubmit={onSubmit} />
    </FormScreen>
  );
}
