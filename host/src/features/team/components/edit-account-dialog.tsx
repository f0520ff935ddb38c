import { TextField, type TeamAccount } from '@spotter/shared';
import { FormDialog } from '@spotter/shared/dialogs';
import { validateAccountEdit } from '../account-rules';
import { editAccount, TEAM_FAILURES } from '../api/team-api';
import { RoleField } from './role-field';

/** Edit: the account's full name and role (its username stays); a new role applies at its next request. */
export function EditAccountDialog({
  account,
  onClose,
}: {
  account: TeamAccount;
  onClose: () => void;
}) {
  return (
    <FormDialog
      title={`Edit ${account.full_name}`}
      submitLabel="Save"
      initial={{ full_name: account.full_name, role_id: String(account.role_id) }}
      validate={validateAccountEdit}
      send={(input, signal) => editAccount(account.id, input, signal)}
      failure={TEAM_FAILURES.account}
      onClose={onClose}
    >
      {(field) => (
        <>
          <TextField label="Full name" required autoComplete="off" {...field('full_name')} />
          <RoleField required {...field('role_id')} />
        </>
      )}
    </FormDialog>
  );
}
