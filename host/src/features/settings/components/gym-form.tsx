import {
  Form,
  FormButtons,
  TextAreaField,
  TextField,
  useResourceWrites,
  useSave,
  useValidatedForm,
  type GymDetails,
} from '@spotter/shared';
import { gymResource } from '../api/gym';
import { validateGym } from './validate-settings';

/** Gym name, Address, Phone and Save; what was typed stays when it is refused. */
export function GymForm({ gym }: { gym: GymDetails }) {
  const save = useSave();
  const { save: saveGym } = useResourceWrites(gymResource).actions;
  const { field, saving, submit } = useValidatedForm(gym, validateGym, (input) =>
    save((signal) => saveGym(undefined, input, signal), {
      success: (reply) => reply.message,
      failure: 'Update failed!',
    }),
  );

  return (
    <Form onSubmit={submit} aria-label="Gym details">
      <TextField label="Gym name" required autoComplete="organization" {...field('name')} />
      <TextAreaField label="Address" autoComplete="street-address" {...field('address')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      <FormButtons submitLabel="Save gym details" saving={saving} />
    </Form>
  );
}
