import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { conflict } from '../lib/http-errors';
import { MEMBER_MESSAGES } from '../schemas/members';

/**
 * A phone shared in a family (docs/product/screens.md §3): a member ticked "Shares this phone with
 * another member" may have a phone other members have; one not ticked may not take a phone another
 * member has. The database holds the core of it (043: a phone has at most one member who does not
 * share it); this check refuses in words, before anything is written, and also keeps a member from
 * moving onto a phone that only sharers have without saying they share it.
 */
export async function refuseTakenPhone(
  trx: Transaction<Database>,
  {
    phone,
    shares,
    id = null,
    moved = true,
  }: {
    phone: string;
    /** Whether the member is said to share it. */
    shares: boolean;
    /** The member being saved; null for a new one. */
    id?: number | null;
    /** Whether the phone is new to the member (always, for a new one). */
    moved?: boolean;
  },
) {
  if (shares) return;
  const others = await trx
    .selectFrom('members')
    .select('shares_phone')
    .where('phone', '=', phone)
    .$if(id !== null, (query) => query.where('id', '!=', id!))
    .execute();
  // A member keeping their phone keeps it whoever has come to share it since.
  if (others.some((other) => moved || other.shares_phone === 0))
    throw conflict(MEMBER_MESSAGES.phoneTaken);
}
