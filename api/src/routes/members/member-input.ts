import { today } from '../../domain/dates';
import type { MemberInput as MemberColumns } from '../../domain/membership';
import { badRequest } from '../../lib/http-errors';
import { MEMBER_MESSAGES, type MemberInput } from '../../schemas';

/**
 * The member form as validated by its schema (`MemberInput`, schemas/members.ts), as the member
 * is written: what was not given takes its default, and the two rules that compare fields are held.
 */
export function memberColumns(input: MemberInput): MemberColumns {
  const { leave_date = null, rejoin_date = null, total_fee = 0, paid_amount = 0 } = input;
  if (leave_date && rejoin_date && rejoin_date < leave_date)
    throw badRequest('Rejoin date cannot be before the leave date');
  // docs/product/screens.md §3: the edit form derives paid as fee − due, which only holds while paid ≤ fee.
  if (paid_amount > total_fee) throw badRequest(MEMBER_MESSAGES.paidOverFee);
  return {
    name: input.name,
    phone: input.phone,
    email: input.email ?? null,
    age: input.age ?? null,
    weight: input.weight ?? null,
    blood_group: input.blood_group ?? null,
    location: input.location ?? null,
    profession: input.profession ?? null,
    status: input.status ?? 'Active',
    joining_date: input.joining_date ?? today(),
    plan_id: input.plan_id,
    total_fee,
    paid_amount,
    leave_date,
    rejoin_date,
    // Left out, an edit keeps the member's settings, branch and access (and an add gets reminders,
    // an unshared phone, the first branch and 'branch').
    ...(input.no_reminders === undefined ? {} : { no_reminders: input.no_reminders ? 1 : 0 }),
    ...(input.shares_phone === undefined ? {} : { shares_phone: input.shares_phone ? 1 : 0 }),
    ...(input.home_branch_id === undefined ? {} : { home_branch_id: input.home_branch_id }),
    ...(input.branch_access === undefined ? {} : { branch_access: input.branch_access }),
  };
}
