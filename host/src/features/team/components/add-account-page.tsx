import {
  Form,
  FormButtons,
  FormScreen,
  TextField,
  useAccess,
  useBranchChoice,
  useResourceWrites,
  useValidatedForm,
  type AccountSaved,
} from '@spotter/shared';
import { emptyAccount, validateNewAccount } from '../account-rules';
import { accountsResource, TEAM_FAILURES } from '../api/team-api';
import { useTeamWrite } from '../use-team-write';
import { BranchesField } from './branches-field';
import { RoleField } from './role-field';
import { StaffRecordField, useStaffRecordChoice } from './staff-record-field';

/** `/team/new`: a new account, which chooses its own password when it first signs in. */
export function AddAccountPage() {
  const write = useTeamWrite(TEAM_FAILURES.account, '/team');
  const { create } = useResourceWrites(accountsResource);
  const { branches } = useAccess();
  const withBranches = useBranchChoice() !== null;
  const withRecord = useStaffRecordChoice();
  const { field, saving, submit } = useValidatedForm(
    emptyAccount(branches),
    (values) => validateNewAccount(values, withBranches, withRecord),
    (input) => write.run((signal) => create<AccountSaved>(input, signal)),
  );
  return (
    <FormScreen title="Add account">
      <Form onSubmit={submit} aria-label="Add account">
        <TextField
          label="Full name"
          required
          autoComplete="off"
          autoFocus
          {...field('full_name')}
        />
        <TextField label="Username" required autoComplete="off" {...field('username')} />
        <RoleField required {...field('role_id')} />
        <TextField
          label="Temporary password"
          required
          autoComplete="new-password"
          {...field('temporary_password')}
        />
        <BranchesField {...field('branches')} />
        {withRecord && <StaffRecordField {...field('staff_id')} />}
        <FormButtons submitLabel="Save" saving={saving} leaveTo="/team" />
      </Form>
    </FormScreen>
  );
}
