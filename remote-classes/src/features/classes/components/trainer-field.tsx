import { SelectField, useResourceAll, type SelectFieldProps } from '@spotter/shared';
import { trainersResource } from '../api/classes-resources';

/**
 * **Trainer**: one of branch `branchId`'s trainers and staff (every branch's while it is not known
 * yet), or none: as a slot and a session take them (docs/product/classes.md).
 */
export function TrainerField({
  branchId,
  ...props
}: { branchId: number | null | undefined } & Omit<
  SelectFieldProps,
  'label' | 'options' | 'placeholder'
>) {
  const { rows: staff } = useResourceAll(trainersResource);
  const trainers = staff.filter((one) => !branchId || one.branch_id === branchId);
  return (
    <SelectField
      label="Trainer"
      placeholder="No trainer"
      options={trainers.map((one) => ({ value: String(one.id), label: one.user }))}
      {...props}
    />
  );
}
