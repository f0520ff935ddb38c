import type { BuiltInRoleName } from '../schemas';

/** The columns of the table of roles, in its order. */
export const TABLE_COLUMNS: readonly BuiltInRoleName[] = [
  'Owner',
  'Manager',
  'Front desk',
  'Trainer',
  'Accountant',
];

/**
 * The issue's table of what each built-in role may do (docs/product/team-and-roles.md §22), row by row, as
 * written there: ✓ or – per column. Tests hold the API to it; the roles' permissions are not
 * read from here.
 */
export const ROLE_TABLE = {
  'dashboard: member, enquiry and attendance cards, charts': '✓ ✓ ✓ ✓ ✓',
  'dashboard: money cards (Collected this month, Outstanding dues)': '✓ ✓ – – ✓',
  // The Trainer's ✓ is "(no money columns)": money-left-out.test.ts.
  'members: see the list and a member': '✓ ✓ ✓ ✓ ✓',
  'members: add, edit': '✓ ✓ ✓ – –',
  'members: delete': '✓ ✓ – – –',
  'attendance: check in, check out': '✓ ✓ ✓ ✓ –',
  enquiries: '✓ ✓ ✓ – –',
  'plans, trainers & staff: see': '✓ ✓ ✓ ✓ ✓',
  'plans, trainers & staff: add, edit, delete': '✓ ✓ – – –',
  'invoices: see and download': '✓ ✓ ✓ – ✓',
  'invoices: export all (CSV)': '✓ ✓ – – ✓',
  'pending, expired: record a payment, renew': '✓ ✓ ✓ – ✓',
  'payments: void': '✓ – – – ✓',
  "day close: every account's takings (others: their own)": '✓ ✓ – – ✓',
  'team and roles': '✓ – – – –',
  'gym details: change': '✓ ✓ – – –',
  'branches: add, edit': '✓ – – – –',
  'reminders: rules, UPI ID and e-mail settings': '✓ ✓ – – –',
  'activity: see, filter and download the trail': '✓ ✓ – – ✓',
  'deleted items: see and restore': '✓ ✓ – – –',
  'backups: see and download the latest': '✓ – – – –',
  'classes: see the week, a session and its roster': '✓ ✓ ✓ ✓ –',
  'classes: book a member, cancel a booking': '✓ ✓ ✓ – –',
  'classes: mark a member attended (a Trainer: in the classes they lead)': '✓ ✓ ✓ ✓ –',
  'classes: class types, the timetable, change or cancel a session': '✓ ✓ – – –',
} as const;

export type TableRow = keyof typeof ROLE_TABLE;

/** Whether the table gives `role` the row's ✓. */
export function tableAllows(row: TableRow, role: BuiltInRoleName): boolean {
  const marks = ROLE_TABLE[row].split(' ');
  if (marks.length !== TABLE_COLUMNS.length || marks.some((mark) => mark !== '✓' && mark !== '–'))
    throw new Error(`the table's row "${row}" is not one mark per role: ${ROLE_TABLE[row]}`);
  return marks[TABLE_COLUMNS.indexOf(role)] === '✓';
}
