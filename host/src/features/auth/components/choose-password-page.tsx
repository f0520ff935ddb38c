import styled from 'styled-components';
import {
  Button,
  Form,
  FormButtons,
  TextField,
  useSave,
  useValidatedForm,
  type FieldErrors,
  type PasswordChoice,
} from '@spotter/shared';
import { newPasswordErrors } from '../../settings/components/validate-settings';
import { CHOOSE_PASSWORD_FAILED, choosePassword } from '../api/choose-password';
import { discardPreloadedReads } from '../api/preloaded-reads';
import { refreshSession } from '../api/session';
import { useLogout } from '../api/use-logout';
import { AuthPage, AuthPanel, Brand } from './auth-panel';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

interface ChoiceValues {
  new_password: string;
  confirm_password: string;
}
const empty: ChoiceValues = { new_password: '', confirm_password: '' };

/** Settings' rule for a new password; the confirmation never leaves the screen. */
function validateChoice(values: ChoiceValues): {
  errors: FieldErrors<ChoiceValues>;
  input: PasswordChoice | null;
} {
  const errors = newPasswordErrors(values);
  return {
    errors,
    input: Object.keys(errors).length ? null : { new_password: values.new_password },
  };
}

/**
 * docs/product/team-and-roles.md §22: an account signed in with the temporary password an Owner gave it sees only
 * this until it has chosen its own. Once saved, the session is read again and the page it asked
 * for opens, reading afresh what its page load had read while it could not (discardPreloadedReads).
 */
export function ChoosePasswordPage() {
  const save = useSave();
  const onLogout = useLogout();
  const { field, saving, submit } = useValidatedForm(empty, validateChoice, async (input) => {
    const saved = await save((signal) => choosePassword(input, signal), {
      success: (reply) => reply.message,
      failure: CHOOSE_PASSWORD_FAILED,
    });
    if (!saved) return;
    await discardPreloadedReads();
    await refreshSession();
  });

  return (
    <AuthPage>
      <AuthPanel>
        <Brand>Spotter</Brand>
        <h1 id="choose-password-heading">Choose a new password</h1>
        <Note>
          You signed in with a temporary password. Choose your own, of at least 10 characters, to
          continue.
        </Note>
        <Form onSubmit={submit} aria-labelledby="choose-password-heading">
          <TextField
            label="New password"
            type="password"
            required
            autoComplete="new-password"
            autoFocus
            {...field('new_password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            required
            autoComplete="new-password"
            {...field('confirm_password')}
          />
          <FormButtons submitLabel="Save password" saving={saving}>
            <Button variant="secondary" onClick={() => void onLogout()} disabled={saving}>
              Log out
            </Button>
          </FormButtons>
        </Form>
      </AuthPanel>
    </AuthPage>
  );
}
