import { Type, type TSchema } from 'typebox';

/**
 * What an account may do (docs/product/team-and-roles.md §22). Each route declares the one permission it needs
 * (`config.permission`, checked by plugins/auth.ts); a role is a set of them. The screens show
 * links, pages and buttons by the same names.
 */
export const PERMISSIONS = [
  'members.view',
  'members.edit',
  'members.delete',
  'attendance.record',
  'enquiries.manage',
  'plans.view',
  'plans.edit',
  'staff.view',
  'staff.edit',
  'invoices.view',
  'invoices.export',
  'payments.record',
  'money.view',
  'revenue.view',
  'team.manage',
  'gym.edit',
  'activity.view',
  'payments.void',
  'takings.view_all',
  'deleted.restore',
  'backups.download',
  'reminders.manage',
  'branches.manage',
  'classes.view',
  'classes.book',
  'classes.attend',
  'classes.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const PermissionSchema = Type.Enum([...PERMISSIONS]);

/** Each permission as the Owner reads it when ticking a custom role's permissions. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'members.view': 'See members',
  'members.edit': 'Add and edit members',
  'members.delete': 'Delete members',
  'attendance.record': 'Check members in and out',
  'enquiries.manage': 'Work with enquiries',
  'plans.view': 'See plans',
  'plans.edit': 'Add, edit and delete plans',
  'staff.view': 'See trainers & staff',
  'staff.edit': 'Add, edit and delete trainers & staff',
  'invoices.view': 'See and download invoices',
  'invoices.export': 'Export all invoices (CSV)',
  'payments.record': 'Record payments and renew memberships',
  'money.view': 'See fees, payments and dues',
  'revenue.view': 'See revenue on the dashboard',
  'team.manage': 'Manage the team and roles',
  'gym.edit': "Change the gym's name, address and phone",
  'activity.view': 'See the activity trail',
  'payments.void': 'Void payments',
  'takings.view_all': "See every account's takings on Day close",
  'deleted.restore': 'See and restore deleted items',
  'backups.download': "See and download the database's backups",
  'reminders.manage': 'Set up reminders: their rules, the UPI ID and e-mail',
  'branches.manage': 'Add and edit branches',
  'classes.view': 'See classes: the week, a session and its roster',
  'classes.book': 'Book members into classes and cancel their bookings',
  'classes.attend': 'Mark members attended in classes (without booking: the classes they lead)',
  'classes.manage': 'Set up classes: class types, the timetable, changing or cancelling a session',
};

/**
 * Permissions that only make sense with another: editing a member means typing its fee, taking a
 * payment means seeing what is due. A role holding the first must hold the second.
 */
export const PERMISSION_NEEDS: Partial<Record<Permission, Permission[]>> = {
  // The member, enquiry and renewal forms offer the plans to choose from.
  'members.edit': ['members.view', 'money.view', 'plans.view'],
  'enquiries.manage': ['plans.view'],
  'members.delete': ['members.view'],
  'plans.edit': ['plans.view'],
  'staff.edit': ['staff.view'],
  'invoices.view': ['money.view'],
  'invoices.export': ['invoices.view'],
  'payments.record': ['money.view', 'plans.view'],
  'revenue.view': ['money.view'],
  // The trail names payments and their amounts.
  'activity.view': ['money.view'],
  'payments.void': ['invoices.view'],
  // Day close lists the day's invoices; without this an account sees only what it took itself.
  'takings.view_all': ['invoices.view'],
  // The settings' preview fills in a sample member's dues.
  'reminders.manage': ['money.view'],
  // A backup is the whole database: every account's password hash, every payment. An Owner's alone.
  'backups.download': ['team.manage', 'money.view'],
  // Booking and setting up happen on the class screens, which show the week and its sessions.
  'classes.book': ['classes.view', 'members.view'],
  'classes.attend': ['classes.view'],
  'classes.manage': ['classes.view'],
};

/**
 * Permissions about the whole chain rather than a branch's rows: an account limited to some
 * branches does not use them, whatever its role holds (docs/product/branches.md §26). Adding or editing a
 * branch changes what every branch's accounts see; a backup holds every branch's rows.
 */
export const EVERY_BRANCH_PERMISSIONS: readonly Permission[] = [
  'branches.manage',
  'backups.download',
];

/** The five roles every gym has; they cannot be changed. Ids 1–5 in the `roles` table. */
export const BUILT_IN_ROLES = [
  { id: 1, name: 'Owner', permissions: [...PERMISSIONS] },
  {
    id: 2,
    name: 'Manager',
    permissions: PERMISSIONS.filter(
      (permission) =>
        permission !== 'team.manage' &&
        permission !== 'payments.void' &&
        permission !== 'backups.download' &&
        permission !== 'branches.manage',
    ),
  },
  {
    id: 3,
    name: 'Front desk',
    permissions: [
      'members.view',
      'members.edit',
      'attendance.record',
      'enquiries.manage',
      'plans.view',
      'staff.view',
      'invoices.view',
      'payments.record',
      'money.view',
      'classes.view',
      'classes.book',
      'classes.attend',
    ],
  },
  {
    id: 4,
    name: 'Trainer',
    permissions: [
      'members.view',
      'attendance.record',
      'plans.view',
      'staff.view',
      'classes.view',
      'classes.attend',
    ],
  },
  {
    id: 5,
    name: 'Accountant',
    permissions: [
      'members.view',
      'plans.view',
      'staff.view',
      'invoices.view',
      'invoices.export',
      'payments.record',
      'money.view',
      'revenue.view',
      'activity.view',
      'payments.void',
      'takings.view_all',
    ],
  },
] as const satisfies readonly { id: number; name: string; permissions: readonly Permission[] }[];
export type BuiltInRoleName = (typeof BUILT_IN_ROLES)[number]['name'];
export const OWNER_ROLE_ID = 1;

/**
 * Answer fields left out for an account without `money.view`, wherever they appear: a Trainer
 * sees who a member is, never what they pay or owe.
 */
export const MONEY_FIELDS = [
  'fee',
  'paid',
  'due',
  'amount',
  'total_fee',
  'paid_amount',
  'due_amount',
  'total_amount',
] as const;

/** The dashboard's revenue figures, left out for an account without `revenue.view`. */
export const REVENUE_FIELDS = ['collected_this_month', 'outstanding'] as const;

/** A whole-rupee answer field that accounts without `money.view` do not get (MONEY_FIELDS). */
export const MoneyField = () =>
  Type.Optional(
    Type.Integer({ description: 'Whole rupees; left out for accounts without money.view' }),
  );

/** A dashboard figure that accounts without `revenue.view` do not get (REVENUE_FIELDS). */
export const RevenueField = <T extends TSchema>(schema: T) =>
  Type.Optional({ ...schema, description: 'Left out for accounts without revenue.view' } as T);
