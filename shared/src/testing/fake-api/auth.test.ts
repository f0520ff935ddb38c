import { Done } from '@spotter/api/contract';
import { paths } from '@spotter/api/paths';
import { send, shaped } from './json-calls';
import { fakeAdmin, fakeApi } from '.';

// The fake's own session, as the host's login and first-password screens use it; the team's
// routes run on the real API in-process (../in-process-api.ts).

test('choosing a password replaces the temporary one, once, and never with the same', async () => {
  const { db } = fakeApi({
    auth: fakeAdmin({ password: 'temporary-1', mustChoosePassword: true }),
  });
  const same = await send('POST', paths.account.choosePassword, { new_password: 'temporary-1' });
  expect(same).toEqual({
    status: 400,
    body: { status: 'failed', message: 'Please choose a password other than the temporary one.' },
  });
  expect((await send('POST', paths.account.choosePassword, { new_password: 'short' })).status).toBe(
    400,
  );
  const chosen = await send('POST', paths.account.choosePassword, { new_password: 'my-own-words' });
  expect(chosen.status).toBe(200);
  shaped(Done, chosen.body);
  expect(db.auth).toMatchObject({ password: 'my-own-words', mustChoosePassword: false });
  expect(
    (await send('POST', paths.account.choosePassword, { new_password: 'again-words' })).status,
  ).toBe(409);
});
