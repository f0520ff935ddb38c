import { useState } from 'react';
import styled from 'styled-components';
import {
  ConfirmDialog,
  ErrorState,
  formatDateTime,
  LinkButton,
  ResourceListPage,
  useResourceWrites,
  type Column,
  type ImportListed,
  type ImportUndone,
} from '@spotter/shared';
import { IMPORT_PATH, importsResource } from '../api/imports-resource';
import { UNDO_QUESTION } from './import-step';
import { UndoResult } from './undo-result';
import { useStepCall } from './use-step-call';

const Result = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  p,
  ul {
    margin: 0;
  }
`;

/** An import's state as the list names it. */
const STATE_LABELS: Record<ImportListed['state'], string> = {
  importing: 'In progress',
  imported: 'Finished',
  undone: 'Undone',
};

const COLUMNS: Column<ImportListed>[] = [
  { key: 'file', card: 'title', header: 'File', cell: (row) => row.file_name },
  { key: 'when', card: 'detail', header: 'When', cell: (row) => formatDateTime(row.created_at) },
  { key: 'who', card: 'detail', header: 'Who ran it', cell: (row) => row.admin_name },
  { key: 'added', header: 'Added', cell: (row) => row.added },
  { key: 'updated', header: 'Updated', cell: (row) => row.updated },
  { key: 'skipped', header: 'Skipped', cell: (row) => row.skipped },
  { key: 'state', card: 'badge', header: 'State', cell: (row) => STATE_LABELS[row.state] },
];

/**
 * `/users/imports` (docs/product/import.md §24): every import that ran, newest first, each with
 * Undo (asked first, as on the import's own result) while it may still be undone; so an import
 * can be undone after a reload or from another device.
 */
export function ImportsListPage() {
  const { actions } = useResourceWrites(importsResource);
  const undo = useStepCall();
  const [pending, setPending] = useState<ImportListed | null>(null);
  const [undone, setUndone] = useState<ImportUndone | null>(null);

  const takeBack = async (row: ImportListed) => {
    setUndone(null);
    const result = await undo.call(
      (signal) => actions.undo(row.import_id, undefined, signal),
      'Undo failed!',
    );
    setPending(null);
    if (result) setUndone(result);
  };

  return (
    <>
      <ResourceListPage
        resource={importsResource}
        texts={{
          title: 'Imports',
          empty: 'No import has run yet.',
          noMatch: 'No import has run yet.',
          loadFailed: 'Could not load the imports.',
        }}
        headerActions={() => (
          <LinkButton variant="secondary" to={IMPORT_PATH}>
            Import members
          </LinkButton>
        )}
        above={
          (undone || undo.error) && (
            <Result>
              {undone && <UndoResult undone={undone} />}
              {undo.error && <ErrorState message={undo.error} />}
            </Result>
          )
        }
        columns={COLUMNS}
        rowName={(row) => row.file_name}
        rowMenu={(row) =>
          row.undo_until === null
            ? []
            : [{ label: 'Undo', onSelect: () => setPending(row), permission: 'members.edit' }]
        }
      />
      <ConfirmDialog
        open={pending !== null}
        message={UNDO_QUESTION}
        confirmLabel="Undo this import"
        busy={undo.busy}
        onConfirm={() => pending && void takeBack(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
