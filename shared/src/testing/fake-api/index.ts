import type {
  ActivityRow,
  AdminProfile,
  BackupsReply,
  CashCount,
  Branch,
  Enquiry,
  GymDetails,
  Invoice,
  Plan,
  Staff,
} from '../../core/types';
import { accountRoutes, emptyProfile } from './account';
import { activityRoutes } from './activity';
import { backupsRoutes, noBackups } from './backups';
import { branchesRoutes, firstBranchOnly } from './branches';
import { contactsRoutes, type FakeContact } from './contacts';
import { attendanceRoutes, type FakeAttendance } from './attendance';
import { authRoutes, fakeAdmin, sessionOf, type FakeAuth } from './auth';
import { dashboardRoutes, emptySummary, noNotifications, type FakeDashboard } from './dashboard';
import { deletedRoutes, type FakeDeleted } from './deleted';
import { duesRoutes } from './dues';
import { defaultGym, gymRoutes, gymSetupRoutes, untouchedBranchOne } from './gym';
import { enquiriesRoutes } from './enquiries';
import { stubFetch, type Answer } from './fetch-stub';
import { asSeenBy } from './hidden-fields';
import { importsRoutes, type FakeImportsDb, type FakeSheet } from './imports';
import { invoicesRoutes } from './invoices';
import type { FakeMember } from './fake-member';
import { membersRoutes } from './members';
import { plansRoutes, toPlan, type FakePlan } from './plans';
import { defaultReminderSettings, remindersRoutes, type FakeReminders } from './reminders';
import { searchRoutes } from './search';
import { rememberAccount } from './signed-in';
import { staffRoutes } from './staff';
import { fakeTeam, type FakeTeam, type FakeTeamSeed } from './team';
import { emptyUndo, undoRoutes, type FakeUndo } from './undo';

export { fakeAdmin, fakeRole, type FakeAuth } from './auth';
export { noBackups } from './backups';
export { firstBranchOnly, sampleBranch } from './branches';
export { sampleContact, type FakeContact } from './contacts';
export { emptySummary, noNotifications, sampleSummary, type FakeDashboard } from './dashboard';
export type { Answer, Call, Reply } from './fetch-stub';
export { type FakeAttendance } from './attendance';
export { sampleDeleted, type FakeDeleted } from './deleted';
export { fakeToday } from './today';
export { apiImportRules, sampleImportRun, type FakeImportRun, type FakeSheet } from './imports';
export type { FakeMember } from './fake-member';
export type { FakePlan } from './plans';
export { fakeSession } from './signed-in';
export {
  defaultReminderSettings,
  sampleEnquiryTask,
  sampleTask,
  type FakeReminders,
  type FakeReminderSettings,
  type FakeTask,
} from './reminders';
export type { SentForm } from './staff';
export { sampleAccount, type FakeTeam, type FakeTeamSeed } from './team';
export * from './samples';

/** What a test starts the fake with. */
export interface FakeSeed {
  /** The admin account and whether it is signed in (by default: owner / secret, signed in). */
  auth: FakeAuth;
  plans: FakePlan[];
  members: FakeMember[];
  staff: Staff[];
  enquiries: Enquiry[];
  attendance: FakeAttendance[];
  /** The signed-in admin's settings (empty by default). */
  profile: AdminProfile;
  /** The dashboard's figures and the bell's list (by default, a gym with no data). */
  dashboard: Partial<FakeDashboard>;
  invoices: Invoice[];
  /** The team's accounts (by default the signed-in account alone). */
  team: FakeTeamSeed;
  /**
   * The gym's name, address and phone as Settings saved them (by default none saved: as the API
   * answers before, and the set-up's Gym details step not done).
   */
  gym: GymDetails;
  /** The activity trail, as `/activity` and a member's history read it out (none by default). */
  activity: ActivityRow[];
  /** Deleted items (none by default); deleting through the fake adds to them. */
  deleted: FakeDeleted[];
  /** What Settings shows of the backups (by default SQLite with none yet). */
  backups: BackupsReply;
  /** The spreadsheet an import uploads (none: the file is not a spreadsheet). */
  sheet: FakeSheet;
  /** The reminders' tasks and settings (by default none, and the default rules). */
  reminders: Partial<FakeReminders>;
  /** The contacts logged from Reminders, as a member's page lists them (none by default). */
  contacts: FakeContact[];
  /** The gym's branches (by default the first one alone, as an installation starts). */
  branches: Branch[];
}

/** What the fake holds: records typed by the wire contract. */
export interface FakeDb {
  auth: FakeAuth;
  plans: Plan[];
  members: FakeMember[];
  staff: Staff[];
  enquiries: Enquiry[];
  attendance: FakeAttendance[];
  profile: AdminProfile;
  dashboard: FakeDashboard;
  invoices: Invoice[];
  /** The cash counts Day close recorded (docs/product/billing.md §27), latest last. */
  cashCounts: (CashCount & { day: string; everyone: boolean })[];
  team: FakeTeam;
  gym: GymDetails;
  /** The gym's details were saved (or seeded): the set-up's Gym details step is done. */
  gymSaved: boolean;
  /** Branch 1 takes the gym's details as they are saved, until it is edited (docs/product/branches.md §26). */
  branchOneTakesGym: boolean;
  activity: ActivityRow[];
  /** The writes Undo can take back (undo.ts). */
  undo: FakeUndo;
  /** Credit notes issued so far, voids and undone payments alike: the last CN number. */
  creditNotes: number;
  deleted: FakeDeleted[];
  backups: BackupsReply;
  sheet?: FakeSheet;
  imports: FakeImportsDb['imports'];
  /** The queue, its settings and every contact logged (a member's page lists them too). */
  reminders: FakeReminders;
  branches: Branch[];
}

/**
 * The one stand-in for Spotter's API in screen tests, behind `globalThis.fetch`: a session and
 * in-memory plans, members, staff, enquiries, attendance, dues, invoices, the admin's settings, the
 * dashboard's figures and the activity trail, answering the same routes and shapes as the API (plain and paged lists,
 * multipart forms, `{ status: 'success' }` writes, money left out for a role without money.view). Its records and every reply are typed by the
 * API's own schemas (`@spotter/api/contract`), so a fake drifting from the API fails the
 * typecheck; `fake-api.test.ts` also checks its replies against those schemas at run time.
 * `override` may answer (or stall, by returning a promise) any call first; `undefined` lets the
 * fake answer. `calls` records every request.
 */
export function fakeApi(
  {
    auth = fakeAdmin(),
    plans = [],
    members = [],
    staff = [],
    enquiries = [],
    attendance = [],
    profile = emptyProfile(),
    dashboard = {},
    invoices = [],
    team = {},
    gym,
    activity = [],
    deleted = [],
    backups = noBackups(),
    sheet,
    reminders = {},
    contacts = [],
    branches = firstBranchOnly(),
  }: Partial<FakeSeed> = {},
  override?: Answer,
) {
  const db: FakeDb = {
    auth,
    plans: plans.map(toPlan),
    members,
    staff,
    enquiries,
    attendance,
    profile,
    invoices,
    cashCounts: [],
    team: fakeTeam(auth, team),
    gym: gym ?? defaultGym(),
    gymSaved: gym !== undefined,
    branchOneTakesGym: untouchedBranchOne(branches),
    activity,
    deleted,
    backups,
    dashboard: { summary: emptySummary(), notifications: noNotifications(), ...dashboard },
    undo: emptyUndo(),
    sheet,
    imports: [],
    creditNotes: invoices.filter((i) => i.voided).length,
    reminders: {
      tasks: [],
      settings: defaultReminderSettings(),
      contacts,
      refusedEmails: {},
      ...reminders,
    },
    branches,
  };
  const routes = [
    authRoutes(db),
    plansRoutes(db),
    membersRoutes(db),
    contactsRoutes(db, () => db.reminders.contacts),
    staffRoutes(db),
    enquiriesRoutes(db),
    attendanceRoutes(db),
    duesRoutes(db),
    accountRoutes(db),
    searchRoutes(db),
    dashboardRoutes(db),
    invoicesRoutes(db),
    gymRoutes(db),
    gymSetupRoutes(db),
    activityRoutes(db),
    undoRoutes(db),
    deletedRoutes(db),
    backupsRoutes(db),
    importsRoutes(db),
    remindersRoutes(db),
    branchesRoutes(db),
  ];
  const fake: Answer = (method, path, body) => {
    const [pathname = '', query = ''] = path.split('?');
    // As the API, whose routes never see the tab's branch= (plugins/branch-scope.ts there).
    const search = /(^|&)branch=/.test(query) ? withoutBranch(query) : query;
    for (const route of routes) {
      const reply = route(method, pathname, search, body);
      if (reply) return asSeenBy(db.auth, reply);
    }
    return undefined;
  };
  const stub = stubFetch(override, fake);
  rememberAccount(() => (db.auth.signedIn ? sessionOf(db.auth, db.gym.name) : undefined));
  return { ...stub, db };
}

function withoutBranch(query: string): string {
  const params = new URLSearchParams(query);
  params.delete('branch');
  return params.toString();
}

// Shorthands for a test about one section.
export const fakePlansApi = (plans: FakePlan[], override?: Answer) => fakeApi({ plans }, override);
export const fakeStaffApi = (staff: Staff[], override?: Answer) => fakeApi({ staff }, override);
export const fakeInvoicesApi = (invoices: Invoice[], override?: Answer) =>
  fakeApi({ invoices }, override);
export const fakeMembersApi = (members: FakeMember[], plans: FakePlan[] = [], override?: Answer) =>
  fakeApi({ members, plans }, override);
export const fakeEnquiriesApi = (enquiries: Enquiry[], plans: FakePlan[] = [], override?: Answer) =>
  fakeApi({ enquiries, plans }, override);
