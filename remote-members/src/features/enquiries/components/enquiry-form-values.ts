import {
  isPhone,
  PHONE_RULE,
  type Enquiry,
  type EnquiryInput,
  type EnquirySource,
  type EnquiryStatus,
  type FieldErrors,
} from '@spotter/shared';

// The API's statuses, in the order the form offers them; `satisfies` and the check below keep the
// copy equal to the contract's type (the contract reaches the screens as types only).
export const ENQUIRY_STATUSES = [
  'New',
  'Contacted',
  'Joined',
  'Lost',
] as const satisfies readonly EnquiryStatus[];
const _complete: [Exclude<EnquiryStatus, (typeof ENQUIRY_STATUSES)[number]>] extends [never]
  ? true
  : never = true;

// The API's sources (stored as these keys), each as the screens label it, in the order the form
// offers them; typed by the contract's keys, so a source added there must be labelled here.
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

/** What the enquiry form holds: the inputs' own strings (`plan_id` '' = no plan, `source` '' = not known, `follow_up_on` '' = none). */
export interface EnquiryFormValues {
  name: string;
  phone: string;
  plan_id: string;
  note: string;
  enquiry_date: string;
  status: EnquiryStatus;
  source: EnquirySource | '';
  follow_up_on: string;
}

export type EnquiryFormErrors = FieldErrors<EnquiryFormValues>;

/** The desk's calendar day, YYYY-MM-DD, in the browser's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A new enquiry: dated today, status New. */
export const emptyEnquiryValues = (now = new Date()): EnquiryFormValues => ({
  name: '',
  phone: '',
  plan_id: '',
  note: '',
  enquiry_date: localToday(now),
  status: 'New',
  source: '',
  follow_up_on: '',
});

export const fromEnquiry = (enquiry: Enquiry): EnquiryFormValues => ({
  name: enquiry.name,
  phone: enquiry.phone,
  plan_id: enquiry.plan_id === null ? '' : String(enquiry.plan_id),
  note: enquiry.note,
  enquiry_date: enquiry.enquiry_date,
  status: enquiry.status,
  source: enquiry.source ?? '',
  follow_up_on: enquiry.follow_up_on ?? '',
});

/** docs/product/enquiries.md §17: name, phone (as members write it) and a date are required. Returns the payload only when valid. */
export function validateEnquiry(values: EnquiryFormValues): {
  errors: EnquiryFormErrors;
  input: EnquiryInput | null;
} {
  const errors: EnquiryFormErrors = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  if (!name) errors.name = 'Name is required';
  if (!phone) errors.phone = 'Phone is required';
  else if (!isPhone(phone)) errors.phone = PHONE_RULE.message;
  if (!values.enquiry_date) errors.enquiry_date = 'Date is required';
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      name,
      phone,
      plan_id: values.plan_id ? Number(values.plan_id) : null,
      note: values.note.trim(),
      enquiry_date: values.enquiry_date,
      status: values.status,
      source: values.source || null,
      follow_up_on: values.follow_up_on || null,
    },
  };
}
