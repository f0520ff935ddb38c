import { useSave, type SaveOptions } from '../ui/use-save';
import type { Resource } from './resource';
import { useRecordPage, type RecordPageTexts } from './use-record-page';
import { useResourceWrites } from './use-resource-writes';

/**
 * An edit screen: the record (or what to show instead, as `useRecordPage`) and the submit its form
 * calls, which updates the record, says so and moves on (as `useSave`).
 */
export function useRecordEdit<Row, One, Plain, OneReply>(
  resource: Resource<Row, One, Plain, OneReply>,
  id: string | undefined,
  texts: RecordPageTexts,
  saved: SaveOptions<unknown>,
) {
  const page = useRecordPage(resource, id, texts);
  const save = useSave();
  const { update } = useResourceWrites(resource);
  const submit = (body: FormData | object) => save((signal) => update(id!, body, signal), saved);
  return { ...page, submit };
}
