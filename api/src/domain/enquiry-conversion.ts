import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { forUpdate } from '../db/transaction';
import { inBranches } from '../lib/branch-filter';
import { badRequest } from '../lib/http-errors';
import type { BranchScope } from './branch-scope';
import { recordActivity, type Actor } from './activity';
import { followUpEnquiry } from './reminders/enquiry-tasks';

/** Converting an enquiry into a member (docs/product/enquiries.md §17), inside the write that adds them. */

type Trx = Transaction<Database>;

export const ALREADY_JOINED = 'This enquiry has already joined: it cannot be converted again.';

/**
 * Converting an enquiry (docs/product/enquiries.md §17): inside the transaction that adds `memberId`, the
 * enquiry becomes Joined and names that member. An unknown or already Joined enquiry throws, so
 * the caller's transaction, and the member with it, is rolled back.
 */
export async function markEnquiryJoined(
  trx: Trx,
  actor: Actor,
  enquiryId: number,
  memberId: number,
  scope: BranchScope,
) {
  // Locked: two desks converting the same enquiry at once make one member.
  const enquiry = await forUpdate(
    trx,
    trx
      .selectFrom('enquiries')
      .select(['name', 'status', 'member_id'])
      .where('id', '=', enquiryId)
      .where(inBranches('branch_id', scope)),
  ).executeTakeFirst();
  if (!enquiry) throw badRequest(`Enquiry ${enquiryId} does not exist.`);
  if (enquiry.status === 'Joined' || enquiry.member_id !== null) throw badRequest(ALREADY_JOINED);
  await trx
    .updateTable('enquiries')
    .set({ status: 'Joined', member_id: memberId, updated_at: new Date().toISOString() })
    .where('id', '=', enquiryId)
    .execute();
  // Joined: its follow-up task, if open, is closed.
  await followUpEnquiry(trx, enquiryId);
  await recordActivity(trx, actor, {
    action: 'enquiry.converted',
    label: enquiry.name,
    subjectId: enquiryId,
    memberId,
    data: { changes: { status: [enquiry.status, 'Joined'] } },
  });
}

/**
 * The branch of the enquiry a new member converts (docs/product/branches.md §26): the member's when the
 * form names none. An enquiry outside the request's branches is left for markEnquiryJoined to
 * refuse as unknown.
 */
export async function enquiryBranch(trx: Trx, enquiryId: number | null, scope: BranchScope) {
  if (enquiryId === null) return undefined;
  const enquiry = await trx
    .selectFrom('enquiries')
    .select('branch_id')
    .where('id', '=', enquiryId)
    .where(inBranches('branch_id', scope))
    .executeTakeFirst();
  return enquiry?.branch_id;
}
