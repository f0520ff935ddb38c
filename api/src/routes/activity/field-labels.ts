import { BRANCH_PRICE_FIELD } from '../../domain/plan-prices';
import { ENQUIRY_SOURCE_LABELS, MONEY_FIELDS, SHARES_PHONE_LABEL } from '../../schemas';

/**
 * How a record's changed fields are named in its details (docs/product/activity.md §23): as the form that
 * edits them labels them, keyed by what the record is about (its action's first word). Both the
 * column names and the wire names a writer may use are listed. A field missing here is written
 * from its name ("blood_group" → "Blood group").
 */
const MEMBER = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  age: 'Age',
  weight: 'Weight',
  blood_group: 'Blood Group',
  location: 'Location',
  profession: 'Profession',
  status: 'Status',
  joining_date: 'Joining Day',
  plan_id: 'Plan',
  plan: 'Plan',
  total_fee: 'Fee',
  fee: 'Fee',
  paid_amount: 'Paid',
  paid: 'Paid',
  leave_date: 'Leave',
  rejoin_date: 'Rejoin',
  renewed_on: 'Renewed on',
  expire_date: 'Expiry',
  no_reminders: 'Do not send reminders',
  shares_phone: SHARES_PHONE_LABEL,
  home_branch_id: 'Home branch',
  branch_access: 'Branch access',
};

const STAFF = {
  name: 'Name',
  user: 'Name',
  phone: 'Phone',
  phone_number: 'Phone',
  email: 'Email',
  location: 'Location',
  role: 'Role',
  trainer_or_staff: 'Role',
  age: 'Age',
  weight: 'Weight',
  blood_group: 'Blood Group',
  picture: 'Profile Picture',
  profile_picture: 'Profile Picture',
  branch_id: 'Branch',
};

/** A branch's records (`branch.added`, `branch.edited`): their action is their subject. */
const BRANCH = { name: 'Name', address: 'Address', phone: 'Phone' };

const LABELS: Record<string, Record<string, string>> = {
  member: MEMBER,
  membership: MEMBER,
  renewal: MEMBER,
  plan: {
    name: 'Plan Name',
    duration_days: 'Duration (days)',
    price: 'Price',
    description: 'Description',
    classes: 'Classes',
    class_types: 'Class types',
  },
  staff: STAFF,
  enquiry: {
    name: 'Name',
    phone: 'Phone',
    plan_id: 'Interest',
    plan: 'Interest',
    enquiry_date: 'Date',
    status: 'Status',
    note: 'Note',
    source: 'Source',
    follow_up_on: 'Follow up on',
  },
  account: {
    full_name: 'Full name',
    username: 'Username',
    role: 'Role',
    branches: 'Branches',
    staff_name: 'Trainer or staff record',
  },
  role: { name: 'Name', permissions: 'Permissions' },
  profile: { full_name: 'Full Name', email: 'E-mail', phone: 'Phone Number' },
  gym: { name: 'Gym name', address: 'Address', phone: 'Phone' },
  'branch.added': BRANCH,
  'branch.edited': BRANCH,
  reminders: {
    expiry_days: 'Expiry reminders',
    dues_every: 'Dues reminders every (days)',
    upi_id: 'UPI ID',
    smtp_host: 'SMTP host',
    smtp_port: 'SMTP port',
    smtp_user: 'SMTP user',
    smtp_from: 'Sender',
  },
};

/** "blood_group" → "Blood group": for a field no form names. */
export const fromName = (name: string) => {
  const words = name.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Whether `field` is a plan's price at one branch, recorded under the branch's name (§26). */
export const isBranchPrice = (field: string) => field.startsWith(BRANCH_PRICE_FIELD);

/**
 * The label of `field` in a record about `subject` (the action's first word: "member", "plan"…);
 * a plan's price at a branch reads "Price at Baner".
 */
export const fieldLabel = (subject: string, field: string) =>
  isBranchPrice(field)
    ? `Price at ${field.slice(BRANCH_PRICE_FIELD.length)}`
    : (LABELS[subject]?.[field] ?? fromName(field));

/** Fields holding an amount of money: written in ₹, and left out for accounts without money.view. */
export const MONEY = new Set<string>(MONEY_FIELDS);

/** Fields holding rupees that every account that sees the record may see (a plan's prices). */
export const isPrice = (field: string) => field === 'price' || isBranchPrice(field);

/** Fields holding a plan's id (a member's plan, an enquiry's interest), shown by the plan's name. */
export const PLAN_IDS = new Set(['plan_id']);

/** Fields holding a branch's id (a member's home branch, a trainer's branch), shown by its name. */
export const BRANCH_IDS = new Set(['home_branch_id', 'branch_id']);

/** Fields holding one of a few fixed values, each shown as the form names it. */
export const VALUE_NAMES: Record<string, Record<string, string>> = {
  branch_access: { branch: 'This branch only', all: 'All branches' },
  // An enquiry's source, by its label (docs/product/enquiries.md §17).
  source: ENQUIRY_SOURCE_LABELS,
  // A plan's classes, as its form names them (docs/product/classes.md, "Who may book").
  classes: { all: 'All classes', chosen: 'Chosen class types', none: 'No classes' },
};
