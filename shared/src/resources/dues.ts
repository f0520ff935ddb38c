// The kit by its package name: this is part of the dialogs' own entry (dialogs/index.ts).
import {
  action,
  defineResource,
  memberMoney,
  moneyShown,
  paths,
  pathTo,
  type MemberDetails,
  type Page,
  type PaymentBody,
  type PaymentRecorded,
  type PendingMember,
  type RenewalBody,
  type Renewed,
} from '@spotter/shared';

/**
 * A member's dues (docs/product/billing.md §20): listed on Pending, paid (Take payment, wherever
 * it is offered), renewed (Expired, the check-in panel), edited on the pending edit page (fields
 * and payment in one call) and removed as a member. One member is read through the members' edit
 * route. Every one of these writes makes whatever shows the member's money stale.
 */
export const duesResource = defineResource({
  list: paths.dues.pending,
  plain: (page: Page<PendingMember>) => page.data,
  rowId: (member) => member.id,
  one: (id) => pathTo(paths.members.update, { id }),
  readOne: (member: MemberDetails) => member,
  update: (id) => pathTo(paths.dues.updateDues, { id }),
  remove: (id) => pathTo(paths.members.delete, { id }),
  permissions: { update: 'payments.record', remove: 'members.delete' },
  stale: (id) => (id === undefined ? moneyShown : memberMoney(id)),
  actions: {
    /** Take payment: an amount received from the member, on a new invoice. */
    pay: action<number, PaymentBody, PaymentRecorded>({
      path: (memberId) => pathTo(paths.dues.recordPayment, { id: memberId }),
      idempotent: true,
      failure: 'Payment failed!',
      stale: memberMoney,
    }),
    /** Renew: a new period billed, and perhaps money taken. */
    renew: action<number, RenewalBody, Renewed>({
      path: (memberId) => pathTo(paths.renewals.renew, { id: memberId }),
      idempotent: true,
      failure: 'Renewal failed!',
      stale: memberMoney,
    }),
  },
});
