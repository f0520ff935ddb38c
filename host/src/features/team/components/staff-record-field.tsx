import {
  defineResource,
  paths,
  SelectField,
  useCan,
  useResourceAll,
  type SelectFieldProps,
  type StaffListReply,
} from '@spotter/shared';

/** Trainers & Staffs, every one, to pick an account's own record from. */
const staffRecords = defineResource({
  list: paths.staff.list,
  plain: (reply: StaffListReply) => reply.data,
  rowId: (staff) => staff.id,
});

/**
 * "Trainer or staff record": the account's own record in Trainers & Staffs, or none (docs/product/team-and-roles.md
 * §22). A Trainer marks attendance in the classes that record leads. Shown to an account that may
 * see the trainers; without it the record is left as it is (the edit sends none).
 */
export function StaffRecordField(
  props: Omit<SelectFieldProps, 'label' | 'options' | 'placeholder'>,
) {
  const { rows, error, isLoading } = useResourceAll(staffRecords);
  const placeholder = error
    ? 'The trainers could not be loaded'
    : isLoading
      ? 'Loading trainers...'
      : 'None';
  return (
    <SelectField
      label="Trainer or staff record"
      placeholder={placeholder}
      options={rows.map((one) => ({ value: String(one.id), label: one.user }))}
      {...props}
    />
  );
}

/** Whether the form shows the field: the account may see Trainers & Staffs. */
export const useStaffRecordChoice = () => useCan('staff.view');
