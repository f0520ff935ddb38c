import { TextField, useSave, useValidatedForm, type TeamAccount } from '@spotter/shared';
import { validateAccountEdit } from '../account-rules';
import { editAccount, TEAM_FAILURES } from '../api/team-api';
import { FormDialog } from './form-dialog';
import { RoleField } from './role-field';

/** Edit: the account's full name and role (its username stays); a new role applies at its next request. */
export function EditAccountDialog({
  account,
  onClose,
}: {
  account: TeamAccount;
  onClose: () => void;
}) {
  const save = useSave();
  const { field, saving, submit } = useValidatedForm(
    { full_name: account.full_name, role_id: String(account.role_id) },
    validateAccountEdit,
    async (input) => {
      const saved = await save((signal) => editAccount(account.id, input, signal), {
        success: (reply) => reply.message,
        failure: TEAM_FAILURES.account,
      });
      if (saved) onClose();
    },
  );
  return (
    <FormDialog
      title={`Edit ${account.full_name}`}
      submitLabel="Save"
      saving={saving}
      onCancel={onClose}
      onSubmit={submit}
    >
      <TextField label="Full name" required autoComplete="off" {...field('full_name')} />
      <RoleField required {...field('role_id')} />
    </FormDialog>
  );
}
