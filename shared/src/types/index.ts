/**
 * The wire types the screens use, derived from the API's own schemas (`@spotter/api/contract`):
 * type-only, so they cost nothing at run time and cannot drift from what the API validates and
 * answers. See the README's "The wire contract".
 */
export type {
  BloodGroup,
  Done,
  Failed,
  Invoice,
  InvoicePage,
  InvoiceStatus,
  Me,
  Member,
  MemberAdded,
  MemberDetails,
  MemberPage,
  MemberUpdated,
  Page,
  Plan,
  PlanInput,
  PlanPage,
  PlansReply,
  PlanSaved,
  Staff,
  StaffAdded,
  StaffListReply,
  StaffPage,
  StaffReply,
  StaffRole,
} from '@spotter/api/contract';
