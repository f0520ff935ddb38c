/**
 * The wire types the screens use, derived from the API's own schemas (`@spotter/api/contract`):
 * type-only, so they cost nothing at run time and cannot drift from what the API validates and
 * answers. See the README's "The wire contract".
 */
export type {
  AdminProfile,
  AdminProfileInput,
  AdminProfileReply,
  AdminProfileSaved,
  BloodGroup,
  Done,
  Failed,
  Me,
  Member,
  MemberAdded,
  MemberDetails,
  MemberHit,
  MemberPage,
  MemberUpdated,
  Page,
  PasswordChange,
  Plan,
  PlanHit,
  PlanInput,
  PlanPage,
  PlansReply,
  PlanSaved,
  SearchResults,
  Staff,
  StaffAdded,
  StaffHit,
  StaffListReply,
  StaffPage,
  StaffReply,
  StaffRole,
} from '@spotter/api/contract';
