import {
  Form,
  FormButtons,
  TextField,
  useResourceWrites,
  useSave,
  useValidatedForm,
  type AdminProfile,
} from '@spotter/shared';
import { accountResource } from '../api/account';
import { validateProfile } from './validate-settings';

/** Full Name, E-mail, Phone Number and Update; what was typed stays when it is refused. */
export function ProfileForm({ profile }: { profile: AdminProfile }) {
  const save = useSave();
  const { saveProfile } = useResourceWrites(accountResource).actions;
  const { field, saving, submit } = useValidatedForm(profile, validateProfile, (input) =>
    save((signal) => saveProfile(undefined, input, signal), {
      success: (reply) => reply.message,
      failure: 'Update failed!',
    }),
  );

  return (
    <Form onSubmit={submit} aria-label="Account Settings">
      <TextField label="Full Name" required autoComplete="name" {...field('full_name')} />
      <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Phone Number" type="tel" autoComplete="tel" {...field('phone')} />
      <FormButtons submitLabel="Update" saving={saving} />
    </Form>
  );
}
