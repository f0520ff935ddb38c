import { useState, type FormEvent } from 'react';
import { Button, Form, FormActions, TextField, useFormFields, useSave } from '@spotter/shared';
import { changePassword } from '../api/account';
import { emptyPassword, validatePassword } from './validate-settings';

/** Current password, a new one twice; emptied once changed. */
export function PasswordForm() {
  const [generation, setGeneration] = useState(0);
  return <PasswordFields key={generation} onChanged={() => setGeneration((n) => n + 1)} />;
}

function PasswordFields({ onChanged }: { onChanged: () => void }) {
  const { values, setErrors, field } = useFormFields(emptyPassword);
  const [saving, setSaving] = useState(false);
  const save = useSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors, input } = validatePassword(values);
    setErrors(errors);
    if (!input) return;
    setSaving(true);
    const changed = await save((signal) => changePassword(input, signal), { success: (reply) => reply.message, failure: 'Failed to change password!' });
    setSaving(false);
    if (changed) onChanged();
  };

  return (
    <Form onSubmit={submit} aria-label="Change Password">
      <TextField label="Current Password" type="password" required autoComplete="current-password" {...field('current_password')} />
      <TextField label="New Password" type="password" required autoComplete="new-password" {...field('new_password')} />
      <TextField label="Confirm New Password" type="password" required autoComplete="new-password" {...field('confirm_password')} />
      <FormActions>
        <Button type="submit" busy={saving}>
          Change Password
        </Button>
      </FormActions>
    </Form>
  );
}
