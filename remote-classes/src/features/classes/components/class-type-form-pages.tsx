import {
  ErrorState,
  Form,
  FormButtons,
  FormScreen,
  isAbortError,
  Loading,
  NotFoundPage,
  NumberField,
  TextAreaField,
  TextField,
  useParams,
  useResourceAll,
  useResourceWrites,
  useSave,
  useValidatedForm,
  type ClassType,
  type ClassTypeInput,
} from '@spotter/shared';
import { classTypesResource } from '../api/classes-resources';
import { emptyClassType, validateClassType, type ClassTypeValues } from './validate';

function ClassTypeForm({
  initialValues,
  submitLabel,
  onSubmit,
}: {
  initialValues: ClassTypeValues;
  submitLabel: string;
  onSubmit: (input: ClassTypeInput) => Promise<unknown>;
}) {
  const { field, saving, submit } = useValidatedForm(initialValues, validateClassType, onSubmit);
  return (
    <Form onSubmit={submit}>
      <TextField label="Name" required autoFocus {...field('name')} />
      <NumberField
        label="Duration (minutes)"
        required
        min={1}
        step={1}
        {...field('duration_minutes')}
      />
      <NumberField label="Capacity" required min={1} step={1} {...field('capacity')} />
      <TextAreaField label="Description" {...field('description')} />
      <FormButtons submitLabel={submitLabel} saving={saving} leaveTo="/classes/types" />
    </Form>
  );
}

export function AddClassTypePage() {
  const save = useSave();
  const { create } = useResourceWrites(classTypesResource);
  return (
    <FormScreen title="Add class type">
      <ClassTypeForm
        initialValues={emptyClassType}
        submitLabel="Add class type"
        onSubmit={(input) =>
          save((signal) => create(input, signal), {
            success: () => 'Class type added.',
            failure: 'Could not add the class type.',
            then: '/classes/types',
          })
        }
      />
    </FormScreen>
  );
}

const toValues = (type: ClassType): ClassTypeValues => ({
  name: type.name,
  duration_minutes: String(type.duration_minutes),
  capacity: String(type.capacity),
  description: type.description,
});

export function EditClassTypePage() {
  const { id } = useParams<{ id: string }>();
  const { rows, error, isLoading, retry } = useResourceAll(classTypesResource);
  const save = useSave();
  const { update } = useResourceWrites(classTypesResource);
  const type = rows.find((row) => String(row.id) === id);
  if (error && !isAbortError(error))
    return <ErrorState message="Could not load this class type." onRetry={retry} />;
  if (isLoading) return <Loading />;
  if (!type) return <NotFoundPage />;
  return (
    <FormScreen title="Edit class type">
      <ClassTypeForm
        initialValues={toValues(type)}
        submitLabel="Save changes"
        onSubmit={(input) =>
          save((signal) => update(type.id, input, signal), {
            success: () => 'Class type saved.',
            failure: 'Could not save the class type.',
            then: '/classes/types',
          })
        }
      />
    </FormScreen>
  );
}
