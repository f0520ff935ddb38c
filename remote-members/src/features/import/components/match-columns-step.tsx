import { useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  Button,
  DataTable,
  ErrorState,
  FieldHint,
  Form,
  FormActions,
  FormGrid,
  NumberField,
  SelectField,
  useResourceWrites,
  type Column,
  type ImportMapping,
  type ImportReview,
  type ImportUploaded,
} from '@spotter/shared';
import { IMPORT_FIELD_KEYS, IMPORT_FIELDS, REQUIRED_FIELDS } from '../api/import-rules';
import { importsResource, NO_CHOICES } from '../api/imports-resource';
import { useStepCall } from './use-step-call';

export interface MatchColumnsStepProps {
  uploaded: ImportUploaded;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  /** The sheet read again with another header row: its columns, and the columns guessed again. */
  onReread: (uploaded: ImportUploaded) => void;
  onReviewed: (review: ImportReview) => void;
  onChooseAnother: () => void;
}

interface SampleRow {
  n: number;
  cells: string[];
}

/**
 * Step 2: the row the header is on (as the API found it, or chosen here, which reads the sheet
 * again); for each member field, the sheet's column that feeds it, as the API guessed it from
 * the header row; the first rows below show what each column holds.
 */
export function MatchColumnsStep(props: MatchColumnsStepProps) {
  const { uploaded, mapping, onChange, onReread, onReviewed, onChooseAnother } = props;
  const review = useStepCall();
  const reread = useStepCall();
  const { actions } = useResourceWrites(importsResource);
  const [headerRow, setHeaderRow] = useState(String(uploaded.header_row));

  /** Reads the sheet again from the row typed, once it is a row other than the header's. */
  const readAgain = async () => {
    const row = Number(headerRow);
    if (!Number.isInteger(row) || row < 1 || row === uploaded.header_row) return;
    const again = await reread.call(
      (signal) => actions.readHeaderRow(uploaded.import_id, { header_row: row }, signal),
      'Reading the sheet again failed!',
    );
    if (again) onReread(again);
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter here reads the sheet again; it does not send the form (Review).
    event.preventDefault();
    void readAgain();
  };
  const options = [
    { value: '', label: 'Not in the file' },
    ...uploaded.columns.map((column, index) => ({ value: String(index), label: column })),
  ];
  const preview: Column<SampleRow>[] = uploaded.columns.map((column, index) => ({
    key: String(index),
    header: column,
    cell: (row) => row.cells[index] ?? '',
  }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const reviewed = await review.call(
      (signal) => actions.review(uploaded.import_id, { mapping, ...NO_CHOICES }, signal),
      'Review failed!',
    );
    if (reviewed) onReviewed(reviewed);
  };

  return (
    <Form wide onSubmit={(event) => void send(event)}>
      <FieldHint>
        {uploaded.file_name}: {uploaded.rows} {uploaded.rows === 1 ? 'row' : 'rows'}
      </FieldHint>
      <FormGrid>
        <NumberField
          label="Header is on row"
          min={1}
          step={1}
          value={headerRow}
          error={reread.error}
          aria-busy={reread.busy}
          onChange={setHeaderRow}
          onBlur={() => void readAgain()}
          onKeyDown={onEnter}
        />
      </FormGrid>
      <FormGrid>
        {IMPORT_FIELD_KEYS.map((field) => (
          <SelectField
            key={field}
            label={IMPORT_FIELDS[field]}
            required={REQUIRED_FIELDS.includes(field)}
            options={options}
            value={mapping[field] == null ? '' : String(mapping[field])}
            onChange={(value) => onChange({ ...mapping, [field]: value ? Number(value) : null })}
          />
        ))}
      </FormGrid>
      <DataTable
        caption={`The first rows of ${uploaded.file_name}`}
        columns={preview}
        rows={uploaded.sample.map((cells, n) => ({ n, cells }))}
        rowKey={(row) => row.n}
        emptyText=""
        scrollable
      />
      {review.error && <ErrorState message={review.error} />}
      <FormActions>
        <Button variant="secondary" onClick={onChooseAnother}>
          Choose another file
        </Button>
        <Button type="submit" busy={review.busy} disabled={reread.busy}>
          Review
        </Button>
      </FormActions>
    </Form>
  );
}
