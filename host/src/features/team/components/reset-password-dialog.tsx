import styled from 'styled-components';
import { TextField, useSave, useValidatedForm, type TeamAccount } from '@spotter/shared';
import { validateReset } from '../account-rules';
import { resetPassword, TEAM_FAILURES } from '../api/team-api';
import { FormDialog } from './form-dialog';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Reset password: a new temporary password; the account is signed out and chooses its own next time. */
export function ResetPasswordDialog({
  account,
  onClose,
}: {
  account: TeamAccount;
  onClose: () => void;
}) {
  const save = useSave();
  const { field, saving, submit } = useValidatedForm(
    { temporary_password: '' },
    validateReset,
    async (input) => {
      const saved = await save((signal) => resetPassword(account.id, input, signal), {
        success: (reply) => reply.message,
        failure: TEAM_FAILURES.account,
      });
      if (saved) onClose();
    },
  );
  return (
    <FormDialog
      title={`Reset password for ${account.full_name}`}
      submitLabel="Reset password"
      saving={saving}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Note>
        {`${account.username} is signed out, signs in with this password once, then chooses their own.`}
      </Note>
      <TextField
        label="Temporary password"
        required
        autoComplete="new-password"
        {...field('temporary_password')}
      />
    </FormDialog>
  );
}
