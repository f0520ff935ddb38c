import { Type, type Static } from 'typebox';
import {
  Line,
  Name,
  pageOf,
  Phone,
  RecordId,
  saved,
  SortedListQuery,
  succeeded,
  Text,
} from './common';

/** Where a prospect stands (docs/product/enquiries.md §17); Joined is also set by converting the enquiry. */
export const ENQUIRY_STATUSES = ['New', 'Contacted', 'Joined', 'Lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * How a prospect found the gym (docs/product/enquiries.md §17), stored and sent as these keys; the
 * screens label them (Walk-in, Phone call, …). Migration 040's check lists the same keys.
 */
export const ENQUIRY_SOURCES = [
  'walk_in',
  'phone_call',
  'whatsapp',
  'instagram',
  'facebook',
  'google',
  'referral',
  'other',
] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

/** Each source as the screens name it. */
export const ENQUIRY_SOURCE_LABELS: Record<EnquirySource, string> = {
  walk_in: 'Walk-in',
  phone_call: 'Phone call',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  google: 'Google',
  referral: 'Referral',
  other: 'Other',
};

export const ENQUIRY_LIMITS = {
  nameMax: 100,
  phoneMax: 30,
  noteMax: 1000,
} as const;

/**
 * What add and edit send, as JSON. The phone follows a member's rule; the date is checked by the
 * route (`routes/enquiries/enquiry-input.ts`) for messages that say what to type.
 */
export const EnquiryInput = Type.Object({
  name: Name({ maxLength: ENQUIRY_LIMITS.nameMax, required: true }),
  phone: Phone({ maxLength: ENQUIRY_LIMITS.phoneMax, required: true }),
  /** The plan asked about, if any. */
  plan_id: Type.Optional(Type.Union([Type.Null(), RecordId()])),
  note: Type.Optional(Text({ maxLength: ENQUIRY_LIMITS.noteMax })),
  /** YYYY-MM-DD; today when left out or empty. */
  enquiry_date: Type.Optional(Line({ maxLength: 30 })),
  /** New when left out. */
  status: Type.Optional(Type.Enum(ENQUIRY_STATUSES)),
  /** How they found the gym, one of ENQUIRY_SOURCES' keys; none when left out or null. */
  source: Type.Optional(Type.Union([Type.Null(), Type.Enum(ENQUIRY_SOURCES)])),
  /** The day to follow the enquiry up, YYYY-MM-DD; none when left out, null or empty. */
  follow_up_on: Type.Optional(Type.Union([Type.Null(), Line({ maxLength: 30 })])),
});
export type EnquiryInput = Static<typeof EnquiryInput>;

/** An enquiry as every route answers it; `member_id` is the member it was converted into. */
export const Enquiry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  plan_id: Type.Union([Type.Integer(), Type.Null()]),
  plan_name: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
  enquiry_date: Type.String(),
  status: Type.Enum(ENQUIRY_STATUSES),
  member_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The branch where it was taken (docs/product/branches.md §26). */
  branch_id: Type.Integer(),
  source: Type.Union([Type.Enum(ENQUIRY_SOURCES), Type.Null()]),
  follow_up_on: Type.Union([Type.String(), Type.Null()]),
});
export type Enquiry = Static<typeof Enquiry>;

/** The plain list (no query): `{ status, enquiries }`, newest first. */
export const EnquiriesReply = succeeded({ enquiries: Type.Array(Enquiry) });
export type EnquiriesReply = Static<typeof EnquiriesReply>;
/** What the enquiries list sorts by (`?sort=`). */
export const ENQUIRY_SORTS = ['name', 'enquiry_date'] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];
export const EnquiryQuery = SortedListQuery(ENQUIRY_SORTS);
export type EnquiryQuery = Static<typeof EnquiryQuery>;

export const EnquiryPage = pageOf(Enquiry);
export type EnquiryPage = Static<typeof EnquiryPage>;
export const EnquiryList = Type.Union([EnquiriesReply, EnquiryPage]);
export type EnquiryList = Static<typeof EnquiryList>;

/** What add and edit answer: the enquiry as saved. */
export const EnquirySaved = saved({ enquiry: Enquiry });
export type EnquirySaved = Static<typeof EnquirySaved>;
