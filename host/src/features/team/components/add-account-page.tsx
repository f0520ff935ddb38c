import {
  Form,
  FormButtons,
  FormScreen,
  TextField,
  useSave,
  useValidatedForm,
} from '@spotter/shared';
import { emptyAccount, validateNewAccount } from '../account-rules';
import { addAccount, TEAM_FAILURES } from '../api/team-api';
import { RoleField } from './role-field';

/** `/team/new`: a new account, which chooses its own password when it first signs in. */
export function AddAccountPage() {
  const save = useSave();
  const { field, saving, submit } = useValidatedForm(emptyAccount, validateNewAccount, (input) =>
    save((signal) => addAccount(input, signal), {
      success: (reply) => reply.message,
      failure: TEAM_FAILURES.account,
      then: '/team',
    }),
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
        <FormButtons submitLabel="Save" saving={saving} leaveTo="/team" />
      </Form>
    </FormScreen>
  );
}
