import type { DeletedKind } from '../../schemas/deleted';
import { enquiries } from './enquiries';
import type { Trx } from './items';
import { members } from './members';
import { plans, staff } from './plans-and-staff';

/** A row taken out of its table with what hangs on it, ready to keep as a deleted item. */
export interface Taken<Payload> {
  /** The readable name: the member's, plan's, trainer's or enquirer's. */
  label: string;
  /** A member's phone, kept taken while they can be restored. */
  phone?: string;
  /** The member the delete concerns, for their history. */
  memberId?: number | null;
  payload: Payload;
}

/** How one kind of record is deleted into Deleted items and put back from there. */
export interface TrashKind<Payload> {
  table: 'members' | 'plans' | 'trainers_staff' | 'enquiries';
  /** Takes the row and what hangs on it out of the database; null when there is no such row. */
  take(trx: Trx, id: number): Promise<Taken<Payload> | null>;
  /** Puts it all back under the same ids, or refuses (a 409 saying why) having written nothing. */
  put(trx: Trx, id: number, payload: Payload): Promise<void>;
}

export const TRASH_KINDS: Record<DeletedKind, TrashKind<unknown>> = {
  members,
  plans,
  staff,
  enquiries,
};
