import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  useResourceWrites,
  useSave,
  useSubmit,
  type RemindersEmailed,
} from '@spotter/shared';
import { remindersResource } from '../api/reminders-resource';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
  p,
  ul {
    margin: 0;
  }
`;

/**
 * Send by e-mail (docs/product/reminders.md §25): every reminder due today goes to the members who have an
 * e-mail address; what the API answers stays in view, with each member it could not reach, even
 * once nothing is left due and the button (`offered` while something is due) goes.
 */
export function SendByEmail({ offered }: { offered: boolean }) {
  const save = useSave();
  const { email } = useResourceWrites(remindersResource).actions;
  const [result, setResult] = useState<RemindersEmailed | null>(null);
  const { saving, submit } = useSubmit(
    () => true,
    () =>
      save(
        async (signal) => {
          const emailed = await email(undefined, undefined, signal);
          setResult(emailed);
          return emailed;
        },
        { failure: 'E-mail failed!' },
      ),
  );
  if (!offered && !result) return null;
  return (
    <Box aria-live="polite">
      {offered && (
        <Button variant="secondary" busy={saving} onClick={() => submit()}>
          Send by e-mail
        </Button>
      )}
      {result && <p>{result.message}</p>}
      {result && result.failed.length > 0 && (
        <ul aria-label="Not sent">
          {result.failed.map((failure) => (
            <li key={failure.task_id}>{`${failure.name} (${failure.email}): ${failure.error}`}</li>
          ))}
        </ul>
      )}
    </Box>
  );
}
