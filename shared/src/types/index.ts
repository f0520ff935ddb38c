/**
 * The wire types the screens use, derived from the API's own schemas (`@spotter/api/contract`):
 * type-only, so they cost nothing at run time and cannot drift from what the API validates and
 * answers. See the README's "The wire contract".
 */
export type {
  AttendancePage,
  AttendanceRecord,
  AttendanceSaved,
  BloodGroup,
  Done,
  EnquiriesReply,
  Enquiry,
  EnquiryInput,
  EnquiryPage,
  EnquirySaved,
  EnquiryStatus,
  Failed,
  LookupMember,
  LookupReply,
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
