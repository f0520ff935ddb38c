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
import { StaffRecordField, useStaffRecordChoice } from './staff-record-field';

/**
 * Edit: the account's full name, role, branches and trainer or staff record (its username stays);
 * a change applies at its next request.
 */
export function EditAccountDialog({
  account,
  onClose,
}: {
  account: TeamAccount;
  onClose: () => void;
}) {
  const withBranches = useBranchChoice() !== null;
  const withRecord = useStaffRecordChoice();
  const { update } = useResourceWrites(accountsResource);
  return (
    <FormDialog
      title={`Edit ${account.full_name}`}
      submitLabel="Save"
      initial={{
        full_name: account.full_name,
        role_id: String(account.role_id),
        branches: branchesFieldValue(account.branches),
        staff_id: account.staff_id === null ? '' : String(account.staff_id),
      }}
      validate={(values) => validateAccountEdit(values, withBranches, withRecord)}
      send={(input, signal) => update<AccountSaved>(account.id, input, signal)}
      failure={TEAM_FAILURES.account}
      onClose={onClose}
    >
      {(field) => (
        <>
          <TextField label="Full name" required autoComplete="off" {...field('full_name')} />
          <RoleField required {...field('role_id')} />
          <BranchesField {...field('branches')} />
          {withRecord && <StaffRecordField {...field('staff_id')} />}
        </>
      )}
    </FormDialog>
  );
}
