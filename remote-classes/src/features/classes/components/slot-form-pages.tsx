import {
  branchesResource,
  DateField,
  ErrorState,
  Form,
  FormButtons,
  FormGrid,
  FormScreen,
  isAbortError,
  Loading,
  NotFoundPage,
  NumberField,
  SelectField,
  TextField,
  useActiveBranch,
  useParams,
  useResourceAll,
  useResourceWrites,
  useSave,
  useValidatedForm,
  type ClassSlot,
  type ClassSlotInput,
} from '@spotter/shared';
import { classSlotsResource, classTypesResource, WEEKDAYS } from '../api/classes-resources';
import { TrainerField } from './trainer-field';
import { emptySlot, validateSlot, type SlotValues } from './validate';

const DAY_OPTIONS = WEEKDAYS.map((day, i) => ({ value: String(i + 1), label: day }));

function SlotForm({
  initialValues,
  branchId,
  submitLabel,
  onSubmit,
}: {
  initialValues: SlotValues;
  /** The slot's branch: its own when editing, else the one the tab acts at. */
  branchId: number | null;
  submitLabel: string;
  onSubmit: (input: ClassSlotInput) => Promise<unknown>;
}) {
  const { rows: types } = useResourceAll(classTypesResource);
  const { rows: branches } = useResourceAll(branchesResource);
  const { field, values, saving, submit } = useValidatedForm(initialValues, validateSlot, onSubmit);
  const branch = branches.find((one) => one.id === branchId) ?? branches[0];
  const type = types.find((one) => String(one.id) === values.class_type_id);
  return (
    <Form wide onSubmit={submit}>
      <FormGrid>
        <SelectField
          label="Class type"
          required
          placeholder="Choose a class type"
          options={types.map((one) => ({ value: String(one.id), label: one.name }))}
          {...field('class_type_id')}
        />
        <TextField label="Branch" readOnly value={branch?.name ?? ''} onChange={() => {}} />
        <SelectField
          label="Day"
          required
          placeholder="Choose a day"
          options={DAY_OPTIONS}
          {...field('weekday')}
        />
        <TextField label="Start time" type="time" required {...field('start_time')} />
        <TrainerField branchId={branch?.id} {...field('trainer_id')} />
        <TextField label="Room" {...field('room')} />
        <NumberField
          label="Capacity"
          min={1}
          step={1}
          placeholder={type ? `${type.capacity} (the class type's)` : "The class type's"}
          {...field('capacity')}
        />
        <DateField label="From" {...field('from_date')} />
        <DateField label="Until" {...field('until_date')} />
      </FormGrid>
      <FormButtons submitLabel={submitLabel} saving={saving} leaveTo="/classes/timetable" />
    </Form>
  );
}

export function AddSlotPage() {
  const save = useSave();
  const { create } = useResourceWrites(classSlotsResource);
  const active = useActiveBranch();
  return (
    <FormScreen title="Add slot">
      <SlotForm
        initialValues={emptySlot}
        branchId={active === 'all' ? null : active}
        submitLabel="Add slot"
        onSubmit={(input) =>
          save((signal) => create(input, signal), {
            success: () => 'Slot added to the timetable.',
            failure: 'Could not add the slot.',
            then: '/classes/timetable',
          })
        }
      />
    </FormScreen>
  );
}

const toValues = (slot: ClassSlot): SlotValues => ({
  class_type_id: String(slot.class_type_id),
  weekday: String(slot.weekday),
  start_time: slot.start_time,
  trainer_id: slot.trainer_id === null ? '' : String(slot.trainer_id),
  room: slot.room,
  capacity: String(slot.capacity),
  from_date: slot.from_date ?? '',
  until_date: slot.until_date ?? '',
});

export function EditSlotPage() {
  const { id } = useParams<{ id: string }>();
  const { rows, error, isLoading, retry } = useResourceAll(classSlotsResource);
  const save = useSave();
  const { update } = useResourceWrites(classSlotsResource);
  const slot = rows.find((row) => String(row.id) === id);
  if (error && !isAbortError(error))
    return <ErrorState message="Could not load this slot." onRetry={retry} />;
  if (isLoading) return <Loading />;
  if (!slot) return <NotFoundPage />;
  return (
    <FormScreen title="Edit slot">
      <SlotForm
        initialValues={toValues(slot)}
        branchId={slot.branch_id}
        submitLabel="Save changes"
        onSubmit={(input) =>
          save((signal) => update(slot.id, input, signal), {
            success: () => 'Slot saved.',
            failure: 'Could not save the slot.',
            then: '/classes/timetable',
          })
        }
      />
    </FormScreen>
  );
}
