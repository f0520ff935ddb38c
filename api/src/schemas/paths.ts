/**
 * Every route's path, as the API registers it: the one place the screens, the fake API and their
 * tests take an API URL from (`paths.attendance.checkIn`), never typing it again. Published as
 * `@spotter/api/paths` (the screens reach it through `@spotter/shared`), so it stays plain strings
 * and two small functions: it imports nothing, and a bundle that imports it carries no schema.
 *
 * One group per folder of `api/src/routes` (the route registering a path lives there), one key per
 * path, whatever its methods (`members.update` is read with GET and written with POST). A path
 * registered with and without a trailing slash is two keys. `paths.test.ts` checks that these are
 * exactly the paths the app registers: a route missing here, or a path no route serves, fails it
 * by name.
 *
 * The URLs are relative to the API's base (`/api` behind the host, `buildUrl` adds it). A path
 * with parameters (`:id`) is filled with `pathTo`; a query is added as before (`URLSearchParams`).
 */
export const paths = {
  account: {
    profile: '/members/admin_profile',
    changePassword: '/members/change_password',
    choosePassword: '/members/choose_password',
  },
  activity: {
    list: '/activity',
    people: '/activity/people',
    download: '/activity/download',
    memberHistory: '/members/history/:id',
  },
  attendance: {
    records: '/attendance/records',
    lookup: '/attendance/lookup',
    checkIn: '/attendance/check_in',
    checkOut: '/attendance/check_out/:id',
    delete: '/attendance/delete/:id',
  },
  auth: {
    login: '/members/admin_login',
    logout: '/members/admin_logout',
    me: '/members/admin_me',
  },
  backups: {
    list: '/backups',
    download: '/backups/download',
    now: '/backups/now',
  },
  branches: {
    list: '/branches',
    add: '/branches/add_branch',
    edit: '/branches/edit_branch/:id',
  },
  classes: {
    types: '/classes/types',
    type: '/classes/types/:id',
    slots: '/classes/slots',
    slot: '/classes/slots/:id',
    settings: '/classes/settings',
    week: '/classes/week',
    today: '/classes/today',
    session: '/classes/sessions/:id',
    cancelSession: '/classes/sessions/:id/cancel',
    book: '/classes/sessions/:id/bookings',
    cancelBooking: '/classes/bookings/:id/cancel',
    attended: '/classes/bookings/:id/attended',
    forgive: '/classes/bookings/:id/forgive',
    /** A member's bookings today at the acting branch (the check-in panel's Classes today). */
    memberToday: '/classes/members/:id/today',
  },
  dashboard: {
    summary: '/dashboard/summary',
    notifications: '/dashboard/notifications',
  },
  deleted: {
    list: '/deleted',
    restore: '/deleted/restore/:id',
  },
  dues: {
    pending: '/payments/pending_members',
    recordPayment: '/payments/record_payment/:id',
    updateDues: '/payments/update_dues/:id',
  },
  enquiries: {
    list: '/enquiries/view_enquiries',
    one: '/enquiries/:id',
    add: '/enquiries/add_enquiry',
    edit: '/enquiries/edit_enquiry/:id',
    delete: '/enquiries/delete_enquiry/:id',
  },
  gym: {
    name: '/members/gym_name',
    details: '/members/gym_details',
    setup: '/gym/setup',
  },
  imports: {
    /** Written with POST (the upload), read with GET (the Imports list). */
    upload: '/imports',
    status: '/imports/:id',
    header: '/imports/:id/header',
    review: '/imports/:id/review',
    plans: '/imports/:id/plans',
    run: '/imports/:id/run',
    errors: '/imports/:id/errors',
    undo: '/imports/:id/undo',
  },
  invoices: {
    list: '/payments/all_invoices',
    export: '/payments/export_invoices',
    pdf: '/payments/invoice_pdf/:invoice_number/',
    pdfWithoutSlash: '/payments/invoice_pdf/:invoice_number',
    /** A member's latest invoice, as a PDF. */
    memberInvoice: '/members/download_invoice/:id/',
    memberInvoiceWithoutSlash: '/members/download_invoice/:id',
    void: '/invoices/void/:id',
    /** Day close: a day's money by method and account (GET), the cash counted (POST). */
    dayClose: '/invoices/day_close',
    cashCount: '/invoices/day_close/cash_count',
  },
  members: {
    list: '/members/view_members',
    add: '/members/add_member',
    update: '/members/update_member/:id',
    delete: '/members/delete_member/:id',
    moveBranch: '/members/:id/move_branch',
    export: '/members/export',
  },
  plans: {
    list: '/members/view_plans',
    add: '/members/add_plan',
    edit: '/members/edit_plan/:id',
    delete: '/plans/delete_plan/:id',
  },
  reminders: {
    queue: '/reminders',
    counts: '/reminders/counts',
    outcome: '/reminders/:id/outcome',
    settings: '/reminders/settings',
    email: '/reminders/email',
    memberContacts: '/members/:id/contacts',
  },
  renewals: {
    expired: '/members/expired_members',
    renew: '/members/renew_member/:id',
  },
  search: {
    find: '/search',
  },
  staff: {
    list: '/members/view_all_trainers_staff',
    one: '/members/view_single_trainer_staff/:id',
    add: '/members/add_trainer_staff',
    edit: '/members/edit_trainer_staff/:id',
    delete: '/members/delete_trainer_staff/:id',
    picture: '/members/trainer_staff_picture/:id',
  },
  team: {
    accounts: '/team/accounts',
    addAccount: '/team/add_account',
    editAccount: '/team/edit_account/:id',
    disableAccount: '/team/disable_account/:id',
    enableAccount: '/team/enable_account/:id',
    resetPassword: '/team/reset_password/:id',
    roles: '/team/roles',
    addRole: '/team/add_role',
    editRole: '/team/edit_role/:id',
    deleteRole: '/team/delete_role/:id',
  },
  undo: {
    /** Takes back one row of the trail (`:id` the activity row's). */
    action: '/activity/undo/:id',
  },
} as const;

type Paths = typeof paths;

/** Any path of the API, as registered (`/attendance/check_out/:id`). */
export type ApiPath = { [Group in keyof Paths]: Paths[Group][keyof Paths[Group]] }[keyof Paths];

/** The names of a path's `:name` segments: `'/imports/:id/review'` → `'id'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** What fills a path's parameters: one value per `:name`, each required. */
export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string | number };

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * A path with its parameters filled, each encoded as a URL segment:
 * `pathTo(paths.attendance.checkOut, { id: 5 })` → `'/attendance/check_out/5'`. Leaving a
 * parameter out is a compile error (and throws, for a caller the compiler did not check).
 */
export function pathTo<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values = params as Record<string, string | number | undefined>;
  return path.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path} needs its :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The parameters of `url` if it is `path` filled (with a query or without), decoded; otherwise
 * undefined: `paramsOf(paths.attendance.checkOut, '/attendance/check_out/5')` → `{ id: '5' }`.
 * The fake API answers its routes with it, and the screens pick the cached reads a write makes
 * stale.
 */
export function paramsOf<Path extends string>(
  path: Path,
  url: string,
): { [Name in PathParamNames<Path>]: string } | undefined {
  const names: string[] = [];
  const pattern = path
    .split(PARAM)
    .map((part, index) => {
      if (index % 2) {
        names.push(part);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const found = new RegExp(`^${pattern}(?:\\?.*)?$`, 's').exec(url);
  if (!found) return undefined;
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]),
  ) as { [Name in PathParamNames<Path>]: string };
}
