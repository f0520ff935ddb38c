import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  FormActions,
  LinkButton,
  useResourceWrites,
  type ImportUndone,
} from '@spotter/shared';
import { MEMBERS_PATH } from '../../members/api/members-resource';
import { importsResource } from '../api/imports-resource';
import type { useImportRun } from './use-import-run';
import { UndoResult } from './undo-result';
import { useStepCall } from './use-step-call';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p,
  ul {
    margin: 0;
  }
`;

const Bar = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space[4]};
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export const UNDO_QUESTION =
  'Undo this import? The members it added are removed and the fields it changed are put back, unless someone has changed them since.';

export interface ImportStepProps {
  importId: number;
  /** The sheet's data rows, until the first batch answers. */
  rows: number;
  run: ReturnType<typeof useImportRun>;
}

/**
 * Step 4: the import's progress batch by batch, then what it did, with Undo (which asks first)
 * and what Undo left as it was because someone changed it since.
 */
export function ImportStep({ importId, rows, run }: ImportStepProps) {
  const { actions } = useResourceWrites(importsResource);
  const undo = useStepCall();
  const [asking, setAsking] = useState(false);
  const [undone, setUndone] = useState<ImportUndone | null>(null);
  const { progress, failure, running } = run;
  const done = progress?.done ?? 0;
  const total = progress?.total ?? rows;
  const finished = progress?.finished === true;

  const takeBack = async () => {
    const result = await undo.call(
      (signal) => actions.undo(importId, undefined, signal),
      'Undo failed!',
    );
    setAsking(false);
    if (!result) return;
    setUndone(result);
  };

  return (
    <Stack>
      <Bar aria-label="Import progress" max={Math.max(total, 1)} value={done} />
      <p aria-live="polite">{`Imported ${done} of ${total} rows`}</p>
      {failure && (
        <ErrorState message={failure}>
          <Button variant="secondary" busy={running} onClick={run.resume}>
            Try again
          </Button>
        </ErrorState>
      )}
      {finished && <p role="status">{progress.message}</p>}
      {undone && <UndoResult undone={undone} />}
      {undo.error && <ErrorState message={undo.error} />}
      {finished && (
        <FormActions>
          {!undone && (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              Undo this import
            </Button>
          )}
          <LinkButton to={MEMBERS_PATH}>Go to members</LinkButton>
        </FormActions>
      )}
      <ConfirmDialog
        open={asking}
        message={UNDO_QUESTION}
        confirmLabel="Undo this import"
        busy={undo.busy}
        onConfirm={() => void takeBack()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
