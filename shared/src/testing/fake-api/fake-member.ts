import type { Member, MemberDetails, PendingMember } from '../../core/types';

/**
 * A member as the fake stores it: what the edit form loads, with its money (left out of answers
 * only for an account without money.view), plus the list's plan name and expiry.
 */
export type FakeMember = MemberDetails &
  Required<Pick<MemberDetails, 'total_fee' | 'due_amount'>> &
  Pick<Member, 'plan_type' | 'expire_date'> & {
    /** A promise to pay logged from Reminders, as Balance Pending shows it. */
    promise?: PendingMember['promise'];
  };
