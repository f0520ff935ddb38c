import styled from 'styled-components';
import { TextField, useResourceWrites, type TeamAccount } from '@spotter/shared';
import { FormDialog } from '@spotter/shared/dialogs';
import { validateReset } from '../account-rules';
import { accountsResource, TEAM_FAILURES } from '../api/team-api';

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
  const { resetPassword } = useResourceWrites(accountsResource).actions;
  return (
    <FormDialog
      title={`Reset password for ${account.full_name}`}
      submitLabel="Reset password"
      initial={{ temporary_password: '' }}
      validate={validateReset}
      send={(input, signal) => resetPassword(account.id, input, signal)}
      failure={TEAM_FAILURES.account}
      onClose={onClose}
    >
      {(field) => (
        <>
          <Note>
            {`${account.username} is signed out, signs in with this password once, then chooses their own.`}
          </Note>
          <TextField
            label="Temporary password"
            required
            autoComplete="new-password"
            {...field('temporary_password')}
          />
        </>
      )}
    </FormDialog>
  );
}
