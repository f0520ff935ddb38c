import {
  type Plan,
  plansResource,
  RecordEditScreen,
  type RecordPageTexts,
  useParams,
} from '@spotter/shared';
import { PlanForm } from './plan-form';
import { branchPriceValues, planClassesValues, type PlanFormValues } from './validate-plan';

const toValues = (plan: Plan): PlanFormValues => ({
  name: plan.name,
  duration_days: String(plan.duration_days),
  price: plan.price === null ? '' : String(plan.price),
  description: plan.description,
  ...branchPriceValues(plan),
  ...planClassesValues(plan),
});

/** What the edit screen shows when the plan cannot be shown. */
const planPageTexts: RecordPageTexts = {
  notFound: 'Plan not found',
  backLabel: 'Back to plans',
  backTo: '/plans',
  loadFailed: 'Could not load this plan.',
};

export function EditPlanPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <RecordEditScreen
      title="Edit Plan"
      resource={plansResource}
      id={id}
      texts={planPageTexts}
      saved={{
        success: () => 'Plan updated successfully!',
        failure: 'Failed to update plan!',
        then: '/plans',
      }}
      form={(record, submit) => (
        <PlanForm initialValues={toValues(record)} submitLabel="Save Changes" onSubmit={submit} />
      )}
    />
  );
}
