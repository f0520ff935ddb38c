import { expectSuccess, paths, request, type Done, type PasswordChoice } from '@spotter/shared';

export const CHOOSE_PASSWORD_FAILED = 'Failed to save the password!';

/** Replaces the temporary password this account signed in with; its session stays. */
export async function choosePassword(input: PasswordChoice, signal: AbortSignal): Promise<Done> {
  return expectSuccess(
    await request<Done>(paths.account.choosePassword, { method: 'POST', json: input, signal }),
    CHOOSE_PASSWORD_FAILED,
  );
}
