import { paths } from '@spotter/api/paths';
import type {
  Deleted,
  DeletedItem,
  DeletedKind,
  Enquiry,
  Failed,
  Plan,
  PhoneOfDeleted,
  Restored,
  Staff,
} from '../../core/types';
import type { FakeAuth } from './auth';
import type { Reply } from './fetch-stub';
import type { FakeMember } from './fake-member';
import { answer, nextId, notFound, pageReply } from './paging';
import { idIn } from './route-ids';
import { recordUndoable, type FakeUndo } from './undo';

const KEPT_MS = 30 * 86_400_000;

/** What each kind of deleted item puts back, in the fake's own lists. */
interface Records {
  members: FakeMember;
  plans: Plan;
  staff: Staff;
  enquiries: Enquiry;
}

/**
 * A deleted item as the fake keeps it: the row the screen lists, a member's phone (kept taken),
 * and the record to put back on Restore (a seeded row without one just leaves the list).
 */
export type FakeDeleted = DeletedItem & { phone?: string; record?: Records[DeletedKind] };

export interface DeletedDb {
  auth: FakeAuth;
  undo: FakeUndo;
  deleted: FakeDeleted[];
  members: FakeMember[];
  plans: Plan[];
  staff: Staff[];
  enquiries: Enquiry[];
}

/** A deleted item as listed: deleted `daysAgo` days ago by the Gym Owner. */
export function sampleDeleted(
  id: number,
  kind: DeletedKind,
  name: string,
  daysAgo = 1,
  extra: Partial<FakeDeleted> = {},
): FakeDeleted {
  const at = Date.now() - daysAgo * 86_400_000;
  return {
    id,
    kind,
    item_id: id,
    name,
    deleted_by: 'Gym Owner',
    deleted_at: new Date(at).toISOString(),
    removed_at: new Date(at + KEPT_MS).toISOString(),
    ...extra,
  };
}

const GONE = 'This item is no longer in Deleted items: it was restored or removed for good.';

/**
 * Moves `record` out of the fake's lists into Deleted items; answers the delete as the API does,
 * with the record Undo takes it back by.
 */
export function moveToDeleted<K extends DeletedKind>(
  db: DeletedDb,
  kind: K,
  record: Records[K] & { id: number },
  name: string,
): Reply {
  (db[kind] as Records[K][]) = (db[kind] as Records[K][]).filter((row) => row !== record);
  const item: FakeDeleted = {
    ...sampleDeleted(nextId(db.deleted), kind, name, 0, { item_id: record.id, record }),
    deleted_by: db.auth.fullName,
    ...(kind === 'members' ? { phone: (record as FakeMember).phone } : {}),
  };
  db.deleted = [...db.deleted, item];
  const activity_id = recordUndoable(db, () => restore(db, item) ?? `${name} restored.`);
  return answer<Deleted>({ status: 'success', message: 'Deleted successfully!', activity_id });
}

/** Puts `item` back, as Restore and Undo do; answers the API's refusal when it cannot. */
function restore(db: DeletedDb, item: FakeDeleted): Reply | undefined {
  if (!db.deleted.includes(item)) return notFound(GONE);
  if (item.kind === 'members' && item.record) {
    const plan = (item.record as FakeMember).plan;
    const deletedPlan = db.deleted.find((row) => row.kind === 'plans' && row.item_id === plan);
    if (deletedPlan)
      return answer<Failed>(
        { status: 'failed', message: `Restore the plan “${deletedPlan.name}” first.` },
        409,
      );
  }
  db.deleted = db.deleted.filter((row) => row !== item);
  if (item.record) (db[item.kind] as unknown[]) = [...db[item.kind], item.record];
  return undefined;
}

/** The 409 for adding a member with a deleted member's phone, or undefined when none has it. */
export function phoneOfDeleted(db: DeletedDb, phone: string | undefined): Reply | undefined {
  const held = db.deleted.find((item) => item.kind === 'members' && item.phone === phone);
  if (!held) return undefined;
  return answer<PhoneOfDeleted>(
    {
      status: 'failed',
      message: `A deleted member, ${held.name}, has this phone number. Restore them from Deleted items.`,
      deleted_id: held.id,
    },
    409,
  );
}

const listed = ({ phone: _phone, record: _record, ...row }: FakeDeleted): DeletedItem => row;

/** `GET /deleted` (newest first, by kind) and `POST /deleted/restore/:id`. */
export function deletedRoutes(db: DeletedDb) {
  return (method: string, pathname: string, search: string): Reply | undefined => {
    if (pathname === paths.deleted.list && method === 'GET') {
      const query = new URLSearchParams(search);
      const kind = query.get('kind');
      const rows = db.deleted
        .filter((item) => !kind || item.kind === kind)
        .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id);
      return pageReply(rows.map(listed), query);
    }
    const id = idIn(paths.deleted.restore, pathname);
    if (id === undefined || method !== 'POST') return undefined;
    const item = db.deleted.find((row) => row.id === id);
    if (!item) return notFound(GONE);
    const refusal = restore(db, item);
    if (refusal) return refusal;
    return answer<Restored>({
      status: 'success',
      message: `${item.name} restored.`,
      activity_id: recordUndoable(db),
      kind: item.kind,
      item_id: item.item_id,
    });
  };
}
