import { useState } from 'react';
import {
  Form,
  FormButtons,
  TextField,
  useResourceWrites,
  useSave,
  useValidatedForm,
  type PasswordChange,
} from '@spotter/shared';
import { accountResource } from '../api/account';
import { emptyPassword, validatePassword } from './validate-settings';

/** Current password, a new one twice; the fields are emptied (a fresh form) once it has changed. */
export function PasswordForm() {
  const [generation, setGeneration] = useState(0);
  const save = useSave();
  const { changePassword } = useResourceWrites(accountResource).actions;
  const onSubmit = (input: PasswordChange) =>
    save(
      async (signal) => {
        const reply = await changePassword(undefined, input, signal);
        setGeneration((n) => n + 1);
        return reply;
      },
      { success: (reply) => reply.message, failure: 'Failed to change password!' },
    );
  return <PasswordFields key={generation} onSubmit={onSubmit} />;
}

function PasswordFields({ onSubmit }: { onSubmit: (input: PasswordChange) => Promise<unknown> }) {
  const { field, saving, submit } = useValidatedForm(emptyPassword, validatePassword, onSubmit);

  return (
    <Form onSubmit={submit} aria-label="Change Password">
      <TextField
        label="Current Password"
        type="password"
        required
        autoComplete="current-password"
        {...field('current_password')}
      />
      <TextField
        label="New Password"
        type="password"
        required
        autoComplete="new-password"
        {...field('new_password')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        required
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <FormButtons submitLabel="Change Password" saving={saving} />
    </Form>
  );
}
