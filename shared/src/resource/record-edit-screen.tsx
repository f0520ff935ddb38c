import { Fragment, type ReactNode } from 'react';
import type { SaveOptions } from '../ui/use-save';
import { FormScreen } from '../ui/form';
import type { Resource } from './resource';
import { useRecordEdit } from './use-record-edit';
import type { RecordPageTexts } from './use-record-page';

export interface RecordEditScreenProps<Row, One, Plain, OneReply> {
  title: string;
  resource: Resource<Row, One, Plain, OneReply>;
  id: string | undefined;
  /** What shows instead of the form when the record cannot be shown (as `useRecordPage`). */
  texts: RecordPageTexts;
  /** What saving says and where it goes (as `useSave`). */
  saved: SaveOptions<unknown>;
  /** The form, given the record and the submit that updates it. */
  form: (record: One, submit: (body: FormData | object) => Promise<boolean>) => ReactNode;
  /** Below the form's card once the record is there (e.g. its history). */
  after?: (record: One) => ReactNode;
}

/**
 * An edit screen: its title, then the record's form on a card, or what shows instead. The form
 * (and what follows it) is keyed by the id, so moving to another record starts it afresh from
 * that record's values.
 */
export function RecordEditScreen<Row, One, Plain, OneReply>({
  title,
  resource,
  id,
  texts,
  saved,
  form,
  after,
}: RecordEditScreenProps<Row, One, Plain, OneReply>) {
  const { record, fallback, submit } = useRecordEdit(resource, id, texts, saved);
  return (
    <>
      <FormScreen title={title} fallback={fallback}>
        {record && <Fragment key={id}>{form(record, submit)}</Fragment>}
      </FormScreen>
      {record && after && <Fragment key={id}>{after(record)}</Fragment>}
    </>
  );
}
