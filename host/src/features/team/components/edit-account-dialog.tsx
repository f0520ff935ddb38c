import {
  TextField,
  useBranchChoice,
  useResourceWrites,
  type AccountSaved,
  type TeamAccount,
} from '@spotter/shared';
import { FormDialog } from '@spotter/shared/dialogs';
import { branchesFieldValue, validateAccountEdit } from '../account-rules';
import { accountsResource, TEAM_FAILURES } from '../api/team-api';
import { BranchesField } from './branches-field';
import { RoleField } from './role-field';

/**
 * Edit: the account's full name, role and branches (its username stays); a change applies at its
 * next request.
 */
export function EditAccountDialog({
  account,
  onClose,
}: {
  account: TeamAccount;
  onClose: () => void;
}) {
  const withBranches = useBranchChoice() !== null;
  const { update } = useResourceWrites(accountsResource);
  return (
    <FormDialog
      title={`Edit ${account.full_name}`}
      submitLabel="Save"
      initial={{
        full_name: account.full_name,
        role_id: String(account.role_id),
        branches: branchesFieldValue(account.branches),
      }}
      validate={(values) => validateAccountEdit(values, withBranches)}
      send={(input, signal) => update<AccountSaved>(account.id, input, signal)}
      failure={TEAM_FAILURES.account}
      onClose={onClose}
    >
      {(field) => (
        <>
          <TextField label="Full name" required autoComplete="off" {...field('full_name')} />
          <RoleField required {...field('role_id')} />
          <BranchesField {...field('branches')} />
        </>
      )}
    </FormDialog>
  );
}
