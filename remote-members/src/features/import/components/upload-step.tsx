import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  branchOptions,
  Button,
  chosenBranch,
  controlStyles,
  ErrorState,
  Field,
  Form,
  FormActions,
  SelectField,
  useActiveBranch,
  useBranchChoice,
  useResourceWrites,
  type ImportUploaded,
} from '@spotter/shared';
import { IMPORT_LIMITS, TOO_LARGE } from '../api/import-rules';
import { importsResource } from '../api/imports-resource';
import { useStepCall } from './use-step-call';

const FileInput = styled.input`
  ${controlStyles}
`;

/**
 * Step 1: a .csv or .xlsx goes up as it is and the API reads it, with the branch its new members
 * join (asked only when the gym has two or more; the top bar's branch at first). A file over the
 * size limit is refused here, before minutes of sending it only to be refused.
 */
export function UploadStep({ onUploaded }: { onUploaded: (uploaded: ImportUploaded) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const branches = useBranchChoice();
  const [picked, setPicked] = useState('');
  const branch = chosenBranch(picked, branches, useActiveBranch());
  const upload = useStepCall();
  const { actions } = useResourceWrites(importsResource);
  const tooLarge = file !== null && file.size > IMPORT_LIMITS.maxBytes;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.setError(null);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || tooLarge) return;
    const uploaded = await upload.call(
      (signal) => actions.upload({ fileName: file.name, branchId: branch }, file, signal),
      'Upload failed!',
    );
    if (uploaded) onUploaded(uploaded);
  };

  return (
    <Form onSubmit={(event) => void send(event)}>
      <Field label="Spreadsheet (.csv or .xlsx)" error={tooLarge ? TOO_LARGE : null}>
        {(aria) => (
          <FileInput
            {...aria}
            type="file"
            accept=".csv,.xlsx"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      {branches && (
        <SelectField
          label="Import into branch"
          options={branchOptions(branches)}
          value={branch}
          onChange={setPicked}
        />
      )}
      {upload.error && <ErrorState message={upload.error} />}
      <FormActions>
        <Button type="submit" busy={upload.busy} disabled={!file || tooLarge}>
          Upload
        </Button>
      </FormActions>
    </Form>
  );
}
