import {
  ActivityPage,
  ActivityPeople,
  AttendancePage,
  AttendanceSaved,
  CheckedIn,
  ContactList,
  AdminProfileReply,
  AdminProfileSaved,
  BackupsReply,
  BranchList,
  BranchSaved,
  DashboardSummary,
  Deleted,
  DeletedPage,
  Done,
  ExpiredPage,
  EnquiriesReply,
  Enquiry,
  EnquiryPage,
  EnquirySaved,
  Failed,
  GymDetailsReply,
  GymDetailsSaved,
  GymName,
  GymSetup,
  ImportProgress,
  ImportReview,
  ImportUndone,
  ImportUploaded,
  ImportsPage,
  LookupReply,
  Invoice,
  InvoicePage,
  DayClose,
  CashCounted,
  Me,
  Member,
  MemberAdded,
  MemberDetails,
  MemberMoved,
  MemberPage,
  MemberUpdated,
  MissingPlansCreated,
  NotificationList,
  Plan,
  PlanPage,
  PlansReply,
  PlanSaved,
  PaymentRecorded,
  PendingPage,
  PhoneOfDeleted,
  Renewed,
  Restored,
  SearchResults,
  StaffAdded,
  StaffListReply,
  StaffPage,
  StaffReply,
  Voided,
} from '@spotter/api/contract';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { paths, pathTo } from '@spotter/api/paths';
import {
  fakeAdmin,
  fakeApi,
  fakeRole,
  fakeToday,
  firstBranchOnly,
  sampleBranch,
  sampleContact,
  sampleDeleted,
} from '.';
import { sampleSummary } from './dashboard';
import {
  memberPlans,
  sampleActivity,
  sampleEnquiries,
  sampleInvoices,
  sampleMember,
  sampleMembers,
  sampleStaff,
} from './samples';

// The fake's replies are typed by the contract; this checks them against the API's own schemas at
// run time too, so a fake that answers what the API never would (a missing field, a null where the
// API always sends a number) fails here.

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

/** The typed member the screens send (`NewMember`), as JSON. */
const memberInput = {
  name: 'Asha',
  // No sample member's phone: a phone another member has is refused unless shared.
  phone: '9876511111',
  joining_date: '2026-02-01',
  total_fee: 4500,
  paid_amount: 4000,
  plan_id: 1,
};
const memberForm = JSON.stringify(memberInput);
const staffForm = () => form({ name: 'Asha', phone: '98765', blood_group: 'O+' });

const memberWith = (fields: Record<string, unknown>) =>
  JSON.stringify({ ...memberInput, ...fields });
const branchInput = (name: string) =>
  JSON.stringify({ name, address: 'Paud Road,\nPune', phone: '+912025432100' });

const moveTo = (branch_id: number) => JSON.stringify({ branch_id });

const enquiryInput = JSON.stringify({
  name: 'Kiran',
  phone: '9811122233',
  plan_id: 1,
  note: '',
  enquiry_date: '2026-03-04',
  status: 'Contacted',
});
const planInput = JSON.stringify({
  name: 'Gold',
  duration_days: 90,
  price: null,
  description: 'Three months',
});

type Case = [method: string, path: string, status: number, schema: TSchema, body?: BodyInit];
const cases: Case[] = [
  ['GET', paths.auth.me, 200, Me],
  ['POST', paths.auth.login, 200, Done, form({ username: 'owner', password: 'secret' })],
  ['POST', paths.auth.login, 401, Failed, form({ username: 'owner', password: 'wrong' })],
  ['POST', paths.auth.login, 400, Failed, form({ username: 'owner', password: '' })],
  ['POST', paths.auth.logout, 200, Done],
  ['GET', paths.plans.list, 200, PlansReply],
  ['GET', `${paths.plans.list}?page=1&page_size=5&q=gold`, 200, PlanPage],
  ['POST', paths.plans.add, 201, PlanSaved, planInput],
  ['GET', pathTo(paths.plans.edit, { id: 1 }), 200, Plan],
  ['POST', pathTo(paths.plans.edit, { id: 1 }), 200, PlanSaved, planInput],
  ['DELETE', pathTo(paths.plans.delete, { id: 2 }), 200, Deleted],
  ['GET', pathTo(paths.plans.edit, { id: 99 }), 404, Failed],
  ['GET', paths.members.list, 200, Type.Array(Member)],
  ['GET', `${paths.members.list}?page=2&page_size=5`, 200, MemberPage],
  ['POST', paths.members.add, 201, MemberAdded, memberForm],
  ['POST', paths.members.add, 400, Failed, form({ name: 'Asha', phone: '9876500001' })],
  ['GET', pathTo(paths.members.update, { id: 1 }), 200, MemberDetails],
  ['POST', pathTo(paths.members.update, { id: 1 }), 200, MemberUpdated, memberForm],
  ['DELETE', pathTo(paths.members.delete, { id: 2 }), 200, Deleted],
  ['GET', paths.staff.list, 200, StaffListReply],
  ['GET', `${paths.staff.list}?page=1&page_size=5`, 200, StaffPage],
  ['POST', paths.staff.add, 201, StaffAdded, staffForm()],
  ['GET', pathTo(paths.staff.one, { id: 1 }), 200, StaffReply],
  ['POST', pathTo(paths.staff.edit, { id: 1 }), 200, StaffReply, staffForm()],
  ['DELETE', pathTo(paths.staff.delete, { id: 1 }), 200, Deleted],
  ['GET', pathTo(paths.staff.one, { id: 99 }), 404, Failed],
  ['GET', paths.invoices.list, 200, Type.Array(Invoice)],
  [
    'GET',
    `${paths.invoices.list}?page=1&page_size=5&status=pending&from=2026-01-02&q=member`,
    200,
    InvoicePage,
  ],
  ['GET', `${paths.invoices.list}?from=2026-02-01&to=2026-01-01`, 400, Failed],
  ['GET', `${paths.invoices.list}?status=unpaid`, 400, Failed],
  ['GET', `${paths.invoices.list}?page=1&method=upi`, 200, InvoicePage],
  ['GET', `${paths.invoices.list}?method=cheque`, 400, Failed],
  ['GET', paths.invoices.dayClose, 200, DayClose],
  ['GET', `${paths.invoices.dayClose}?day=2026-02-30`, 400, Failed],
  ['POST', paths.invoices.cashCount, 200, CashCounted, JSON.stringify({ counted: 500 })],
  ['POST', paths.invoices.cashCount, 400, Failed, JSON.stringify({ counted: -5 })],
  ['GET', pathTo(paths.invoices.pdf, { invoice_number: 'INV-00099' }), 404, Failed],
  ['GET', pathTo(paths.invoices.pdf, { invoice_number: 'abc' }), 400, Failed],
  ['GET', `${paths.invoices.export}?to=2025-01-01&from=2026-01-01`, 400, Failed],
  [
    'POST',
    pathTo(paths.invoices.void, { id: 1 }),
    200,
    Voided,
    JSON.stringify({ reason: 'Paid twice' }),
  ],
  ['POST', pathTo(paths.invoices.void, { id: 1 }), 400, Failed, JSON.stringify({ reason: '  ' })],
  [
    'POST',
    pathTo(paths.invoices.void, { id: 99 }),
    404,
    Failed,
    JSON.stringify({ reason: 'Paid twice' }),
  ],
  ['GET', paths.dashboard.summary, 200, DashboardSummary],
  ['GET', paths.dashboard.notifications, 200, NotificationList],
  ['GET', paths.account.profile, 200, AdminProfileReply],
  [
    'POST',
    paths.account.profile,
    200,
    AdminProfileSaved,
    JSON.stringify({ full_name: 'Meera Iyer', email: '', phone: '+919812345678' }),
  ],
  ['GET', paths.gym.name, 200, GymName],
  ['GET', paths.gym.details, 200, GymDetailsReply],
  ['GET', paths.gym.setup, 200, GymSetup],
  [
    'POST',
    paths.gym.details,
    200,
    GymDetailsSaved,
    JSON.stringify({ name: 'Iron Temple', address: 'MG Road, Pune', phone: '' }),
  ],
  [
    'POST',
    paths.account.changePassword,
    200,
    Done,
    JSON.stringify({ current_password: 'secret', new_password: 'a-new-password' }),
  ],
  [
    'POST',
    paths.account.changePassword,
    400,
    Failed,
    JSON.stringify({ current_password: 'wrong', new_password: 'a-new-password' }),
  ],
  [
    'POST',
    paths.account.changePassword,
    400,
    Failed,
    JSON.stringify({ current_password: 'secret', new_password: 'short' }),
  ],
  // Seven members match: the answer holds five, as the API's schema allows.
  ['GET', `${paths.search.find}?q=member`, 200, SearchResults],
  ['GET', `${paths.search.find}?q=ravi`, 200, SearchResults],
  ['GET', `${paths.dues.pending}?page=1&page_size=5&age=31%2B`, 200, PendingPage],
  [
    'POST',
    pathTo(paths.dues.recordPayment, { id: 1 }),
    200,
    PaymentRecorded,
    JSON.stringify({ amount: 100, method: 'upi' }),
  ],
  [
    'POST',
    pathTo(paths.dues.recordPayment, { id: 1 }),
    400,
    Failed,
    JSON.stringify({ amount: 501 }),
  ],
  [
    'POST',
    pathTo(paths.dues.recordPayment, { id: 99 }),
    404,
    Failed,
    JSON.stringify({ amount: 1 }),
  ],
  ['GET', `${paths.renewals.expired}?page=1&page_size=5`, 200, ExpiredPage],
  [
    'POST',
    pathTo(paths.renewals.renew, { id: 1 }),
    200,
    Renewed,
    JSON.stringify({ fee: 4500, paid: 4500, method: 'card' }),
  ],
  ['POST', pathTo(paths.renewals.renew, { id: 1 }), 400, Failed, JSON.stringify({ plan: 99 })],

  ['GET', paths.enquiries.list, 200, EnquiriesReply],
  ['GET', `${paths.enquiries.list}?page=1&page_size=5&q=enquirer`, 200, EnquiryPage],
  ['GET', pathTo(paths.enquiries.one, { id: 1 }), 200, Enquiry],
  ['GET', pathTo(paths.enquiries.one, { id: 99 }), 404, Failed],
  ['POST', paths.enquiries.add, 201, EnquirySaved, enquiryInput],
  ['POST', pathTo(paths.enquiries.edit, { id: 1 }), 200, EnquirySaved, enquiryInput],
  ['DELETE', pathTo(paths.enquiries.delete, { id: 2 }), 200, Deleted],
  ['POST', paths.members.add, 201, MemberAdded, memberWith({ enquiry_id: 1 })],
  ['POST', paths.members.add, 400, Failed, memberWith({ enquiry_id: 99 })],
  ['GET', paths.attendance.records, 200, AttendancePage],
  ['GET', `${paths.attendance.records}?day=2026-01-01&page=1&page_size=10`, 200, AttendancePage],
  ['GET', `${paths.attendance.lookup}?q=member`, 200, LookupReply],
  ['POST', paths.attendance.checkIn, 201, CheckedIn, JSON.stringify({ member_id: 8 })],
  ['POST', paths.attendance.checkIn, 409, Failed, JSON.stringify({ member_id: 1 })],
  ['POST', paths.attendance.checkIn, 404, Failed, JSON.stringify({ member_id: 99 })],
  ['POST', pathTo(paths.attendance.checkOut, { id: 1 }), 200, AttendanceSaved],
  ['POST', pathTo(paths.attendance.checkOut, { id: 2 }), 409, Failed],
  ['DELETE', pathTo(paths.attendance.delete, { id: 1 }), 200, Done],
  ['DELETE', pathTo(paths.attendance.delete, { id: 99 }), 404, Failed],
  ['GET', `${paths.activity.list}?page=1&page_size=25`, 200, ActivityPage],
  [
    'GET',
    `${paths.activity.list}?page=1&page_size=5&admin_id=1&kind=members&from=2026-11-01&to=2026-11-30`,
    200,
    ActivityPage,
  ],
  ['GET', paths.activity.people, 200, ActivityPeople],
  [
    'GET',
    `${pathTo(paths.activity.memberHistory, { id: 1 })}?page=1&page_size=5`,
    200,
    ActivityPage,
  ],
  ['GET', pathTo(paths.reminders.memberContacts, { id: 1 }), 200, ContactList],
  ['GET', pathTo(paths.reminders.memberContacts, { id: 2 }), 200, ContactList],
  ['GET', pathTo(paths.reminders.memberContacts, { id: 99 }), 404, Failed],
  ['GET', `${paths.deleted.list}?page=1&page_size=5`, 200, DeletedPage],
  ['GET', `${paths.deleted.list}?page=1&page_size=5&kind=members`, 200, DeletedPage],
  ['POST', pathTo(paths.deleted.restore, { id: 1 }), 200, Restored],
  ['POST', pathTo(paths.deleted.restore, { id: 99 }), 404, Failed],
  ['GET', paths.backups.list, 200, BackupsReply],
  ['GET', paths.branches.list, 200, BranchList],
  ['POST', paths.branches.add, 201, BranchSaved, branchInput('Kothrud')],
  ['POST', paths.branches.add, 409, Failed, branchInput('MAIN BRANCH')],
  ['POST', pathTo(paths.branches.edit, { id: 1 }), 200, BranchSaved, branchInput('Kothrud')],
  ['POST', pathTo(paths.branches.edit, { id: 99 }), 404, Failed, branchInput('Kothrud')],
  ['POST', paths.members.add, 400, Failed, memberWith({ home_branch_id: 99 })],
  ['POST', paths.members.add, 201, MemberAdded, memberWith({ payment_method: 'upi' })],
  ['POST', paths.members.add, 400, Failed, memberWith({ payment_method: 'cheque' })],
  [
    'POST',
    pathTo(paths.members.update, { id: 1 }),
    200,
    MemberUpdated,
    memberWith({ home_branch_id: 1, branch_access: 'all' }),
  ],
  [
    'POST',
    pathTo(paths.staff.edit, { id: 1 }),
    400,
    Failed,
    form({ name: 'Asha', branch_id: '9' }),
  ],
  ['POST', paths.members.add, 409, PhoneOfDeleted, memberWith({ phone: '9876599999' })],
  ['POST', paths.members.add, 409, Failed, memberWith({ phone: '+91 98765 00001' })],
  [
    'POST',
    paths.members.add,
    201,
    MemberAdded,
    memberWith({ phone: '9876500001', shares_phone: true }),
  ],
  ['POST', pathTo(paths.members.moveBranch, { id: 1 }), 200, MemberMoved, moveTo(2)],
  ['POST', pathTo(paths.members.moveBranch, { id: 1 }), 400, Failed, moveTo(99)],
  ['POST', pathTo(paths.members.moveBranch, { id: 1 }), 409, Failed, moveTo(1)],
  ['POST', pathTo(paths.members.moveBranch, { id: 99 }), 404, Failed, moveTo(2)],
];

// Member 8's membership runs for years yet; members 1–7 expired in April 2026.
const current = sampleMember(8, { expire_date: '2099-12-31' });
const attendance = [
  { id: 1, member_id: 2, day: fakeToday(), check_in: new Date().toISOString(), check_out: null },
  {
    id: 2,
    member_id: 3,
    day: fakeToday(),
    check_in: '2026-01-01T09:00:00.000Z',
    check_out: '2026-01-01T10:00:00.000Z',
  },
];

const table = cases.map(([method, path, status, schema, body]) => ({
  method,
  path,
  status,
  schema,
  body,
}));

test.each(table)(
  '$method $path answers $status in the shape the API’s schema gives',
  async ({ method, path, status, schema, body }) => {
    fakeApi({
      plans: memberPlans,
      members: [...sampleMembers(7), current],
      staff: [sampleStaff()],
      enquiries: sampleEnquiries(3),
      attendance,
      invoices: sampleInvoices(3),
      activity: [sampleActivity(1), sampleActivity(2, { admin_id: null, member_id: null })],
      branches: [...firstBranchOnly(), sampleBranch(2)],
      contacts: [
        sampleContact(1),
        sampleContact(2, { outcome: 'promised', promised_on: '2026-11-28', note: 'Friday' }),
      ],
      deleted: [
        sampleDeleted(1, 'plans', 'Silver'),
        sampleDeleted(2, 'members', 'Priya Patel', 2, { phone: '9876599999' }),
      ],
      dashboard: {
        summary: sampleSummary(),
        notifications: {
          total: 1,
          data: [
            {
              task_id: 1,
              member_id: 1,
              enquiry_id: null,
              name: 'Member 01',
              kind: 'expiry',
              reason: 'Expires in 3 days',
            },
          ],
        },
      },
    });
    const response = await fetch(path, { method, body });
    expect(response.status).toBe(status);
    const reply: unknown = JSON.parse(await response.text());
    expect(
      [...Value.Errors(schema, reply)].map((error) => `${error.instancePath} ${error.message}`),
    ).toEqual([]);
    expect(Value.Check(schema, reply)).toBe(true);
  },
);

test("an import's calls, in the order the screens make them, answer in the shapes of the API's schemas", async () => {
  const mapping = { name: 0, phone: 1, plan: 2 };
  fakeApi({
    sheet: {
      columns: ['Name', 'Phone', 'Plan'],
      rows: Array.from({ length: 501 }, (_, i) => [`Member ${i}`, `98765${i}`, 'Gold']),
      review: (_mapping, plans) => ({
        day_first: false,
        missing_plans: plans.length ? [] : ['Gold'],
        rows: Array.from({ length: 501 }, (_, i) => ({
          row: i + 2,
          outcome: plans.length ? 'new' : 'error',
          name: `Member ${i}`,
          phone: `98765${i}`,
          member_id: null,
          changes: [],
          changed: [],
          branch: null,
          reason: plans.length ? null : 'Plan "Gold" does not exist',
        })),
      }),
    },
  });
  const steps: [method: string, path: string, status: number, schema: TSchema, body?: BodyInit][] =
    [
      ['POST', `${paths.imports.upload}?file_name=a.csv`, 201, ImportUploaded, new Blob(['a'])],
      [
        'POST',
        pathTo(paths.imports.header, { id: 1 }),
        200,
        ImportUploaded,
        JSON.stringify({ header_row: 1 }),
      ],
      [
        'POST',
        pathTo(paths.imports.header, { id: 1 }),
        400,
        Failed,
        JSON.stringify({ header_row: 600 }),
      ],
      ['POST', pathTo(paths.imports.run, { id: 1 }), 400, Failed, JSON.stringify({ from: 0 })],
      [
        'POST',
        pathTo(paths.imports.review, { id: 1 }),
        400,
        Failed,
        JSON.stringify({ mapping: { name: 0 } }),
      ],
      [
        'POST',
        pathTo(paths.imports.review, { id: 1 }),
        200,
        ImportReview,
        JSON.stringify({ mapping }),
      ],
      [
        'POST',
        pathTo(paths.imports.plans, { id: 1 }),
        200,
        MissingPlansCreated,
        JSON.stringify({ plans: [{ name: 'Gold', duration_days: 30 }] }),
      ],
      [
        'POST',
        pathTo(paths.imports.review, { id: 1 }),
        200,
        ImportReview,
        JSON.stringify({ mapping }),
      ],
      ['POST', pathTo(paths.imports.undo, { id: 1 }), 409, Failed],
      [
        'POST',
        pathTo(paths.imports.run, { id: 1 }),
        200,
        ImportProgress,
        JSON.stringify({ from: 0 }),
      ],
      ['POST', pathTo(paths.imports.run, { id: 1 }), 409, Failed, JSON.stringify({ from: 0 })],
      [
        'POST',
        pathTo(paths.imports.run, { id: 1 }),
        200,
        ImportProgress,
        JSON.stringify({ from: 500 }),
      ],
      ['POST', pathTo(paths.imports.run, { id: 1 }), 409, Failed, JSON.stringify({ from: 501 })],
      ['GET', `${paths.imports.upload}?page=1&page_size=5`, 200, ImportsPage],
      ['POST', pathTo(paths.imports.undo, { id: 1 }), 200, ImportUndone],
      ['POST', pathTo(paths.imports.undo, { id: 1 }), 409, Failed],
    ];
  for (const [method, path, status, schema, body] of steps) {
    const response = await fetch(path, { method, body });
    const reply: unknown = JSON.parse(await response.text());
    expect([path, response.status, Value.Check(schema, reply)]).toEqual([path, status, true]);
  }
});

test('a signed-out session answers 401 until a login with the right password', async () => {
  const { db } = fakeApi({ auth: fakeAdmin({ signedIn: false }) });
  expect((await fetch(paths.auth.me)).status).toBe(401);
  expect(
    (
      await fetch(paths.auth.login, {
        method: 'POST',
        body: form({ username: 'owner', password: 'nope' }),
      })
    ).status,
  ).toBe(401);
  expect(db.auth.signedIn).toBe(false);
  expect(
    (
      await fetch(paths.auth.login, {
        method: 'POST',
        body: form({ username: 'owner', password: 'secret' }),
      })
    ).status,
  ).toBe(200);
  expect((await fetch(paths.auth.me)).status).toBe(200);
  await fetch(paths.auth.logout, { method: 'POST' });
  expect((await fetch(paths.auth.me)).status).toBe(401);
});

test('converting an enquiry marks it Joined with the new member, once', async () => {
  const { db } = fakeApi({ plans: memberPlans, enquiries: sampleEnquiries(1) });
  const convert = () =>
    fetch(paths.members.add, {
      method: 'POST',
      // Ticked as sharing the phone: the second is refused for the enquiry alone.
      body: JSON.stringify({
        name: 'Asha',
        phone: '9876500001',
        plan_id: 1,
        enquiry_id: 1,
        shares_phone: true,
      }),
    });
  const first = await convert();
  expect(first.status).toBe(201);
  const { member_id } = JSON.parse(await first.text()) as MemberAdded;
  expect(db.enquiries[0]).toMatchObject({ status: 'Joined', member_id });
  expect((await convert()).status).toBe(400);
  expect(db.members).toHaveLength(1);
});

test('a delete moves the record into Deleted items, newest first, and Restore puts it back', async () => {
  const { db } = fakeApi({ plans: memberPlans, members: sampleMembers(2) });
  const member = db.members[1]!;
  expect((await fetch(pathTo(paths.members.delete, { id: 2 }), { method: 'DELETE' })).status).toBe(
    200,
  );
  await fetch(pathTo(paths.plans.delete, { id: 2 }), { method: 'DELETE' });
  expect(db.members.map((m) => m.id)).toEqual([1]);
  const listed = JSON.parse(
    await (await fetch(`${paths.deleted.list}?page=1&page_size=5`)).text(),
  ) as DeletedPage;
  expect(listed.data.map((row) => [row.kind, row.item_id, row.deleted_by])).toEqual([
    ['plans', 2, 'Gym Owner'],
    ['members', 2, 'Gym Owner'],
  ]);
  const again = JSON.stringify({ name: 'Asha', phone: member.phone, plan_id: 1 });
  expect((await fetch(paths.members.add, { method: 'POST', body: again })).status).toBe(409);
  const restored = await fetch(pathTo(paths.deleted.restore, { id: listed.data[1]!.id }), {
    method: 'POST',
  });
  expect(JSON.parse(await restored.text())).toMatchObject({ message: `${member.name} restored.` });
  expect(db.members).toContainEqual(member);
});

test('a changed password is the one login takes next; settings are kept', async () => {
  const { db } = fakeApi();
  const post = (path: string, json: object) =>
    fetch(path, { method: 'POST', body: JSON.stringify(json) });
  expect(
    (
      await post(paths.account.changePassword, {
        current_password: 'secret',
        new_password: 'a-new-password',
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await fetch(paths.auth.login, {
        method: 'POST',
        body: form({ username: 'owner', password: 'secret' }),
      })
    ).status,
  ).toBe(401);
  expect(
    (
      await fetch(paths.auth.login, {
        method: 'POST',
        body: form({ username: 'owner', password: 'a-new-password' }),
      })
    ).status,
  ).toBe(200);
  await post(paths.account.profile, { full_name: ' Meera ', email: 'm@example.com', phone: '' });
  expect(db.profile).toEqual({ full_name: 'Meera', email: 'm@example.com', phone: '' });
});

test('the search answers at most five of each kind, members newest first', async () => {
  fakeApi({ plans: memberPlans, members: sampleMembers(7), staff: [sampleStaff()] });
  const reply = JSON.parse(
    await (await fetch(`${paths.search.find}?q=MEMBER`)).text(),
  ) as SearchResults;
  expect(reply.members.map((m) => m.name)).toEqual([
    'Member 07',
    'Member 06',
    'Member 05',
    'Member 04',
    'Member 03',
  ]);
  const gold = JSON.parse(
    await (await fetch(`${paths.search.find}?q=gol`)).text(),
  ) as SearchResults;
  expect(gold).toEqual({
    status: 'success',
    members: [],
    staff: [],
    plans: [{ id: 1, name: 'Gold', duration_days: 90 }],
    more: {},
  });
});

test.each([
  ['an empty gym', {}],
  ['a gym with figures', { summary: sampleSummary() }],
])('the dashboard summary of %s matches the API’s schema', async (_case, dashboard) => {
  fakeApi({ dashboard });
  const reply: unknown = JSON.parse(await (await fetch(paths.dashboard.summary)).text());
  expect(Value.Check(DashboardSummary, reply)).toBe(true);
});

test('a role without money.view gets no money fields anywhere, and no revenue without revenue.view, as from the API', async () => {
  fakeApi({
    auth: fakeAdmin(fakeRole('Trainer')),
    plans: memberPlans,
    members: [sampleMember(1, { due_amount: 500, expire_date: '2099-12-31' })],
    dashboard: { summary: sampleSummary() },
  });
  const read = async (path: string, schema: TSchema) => {
    const reply: unknown = JSON.parse(await (await fetch(path)).text());
    expect(Value.Check(schema, reply)).toBe(true);
    return reply;
  };
  const page = (await read(`${paths.members.list}?page=1&page_size=5`, MemberPage)) as MemberPage;
  expect(page.data[0]).not.toHaveProperty('due_amount');
  const plain = (await read(paths.members.list, Type.Array(Member))) as Member[];
  expect(plain[0]).not.toHaveProperty('due_amount');
  const details = await read(pathTo(paths.members.update, { id: 1 }), MemberDetails);
  expect(details).not.toHaveProperty('total_fee');
  expect(details).not.toHaveProperty('due_amount');
  const lookup = (await read(`${paths.attendance.lookup}?q=member`, LookupReply)) as LookupReply;
  expect(lookup.data[0]).not.toHaveProperty('due_amount');
  expect(lookup.data[0]!.standing).toBe('Active');
  const summary = await read(paths.dashboard.summary, DashboardSummary);
  expect(summary).not.toHaveProperty('collected_this_month');
  expect(summary).not.toHaveProperty('outstanding');
  expect(summary).not.toHaveProperty('reminders_due_today');
  expect(summary).toHaveProperty('active_members');
});

test('the trail: filtered newest first, a member’s own records, the CSV of what is listed, and none of it without its permission', async () => {
  const trail = [
    sampleActivity(1, { kind: 'payments', what: 'Received ₹500 from Member 01' }),
    sampleActivity(2, { admin_id: 2, who: 'Asha', what: 'Edited member Member 02' }),
    sampleActivity(3, { member_id: 1, what: 'Edited member "Member 01", again' }),
  ];
  const read = async <T>(path: string) => JSON.parse(await (await fetch(path)).text()) as T;
  const whats = (page: ActivityPage) => page.data.map((row) => row.what);
  fakeApi({ activity: trail });
  expect(whats(await read<ActivityPage>(`${paths.activity.list}?admin_id=1`))).toEqual([
    'Edited member "Member 01", again',
    'Received ₹500 from Member 01',
  ]);
  expect(
    whats(await read<ActivityPage>(`${paths.activity.list}?kind=payments&from=2026-11-20`)),
  ).toEqual(['Received ₹500 from Member 01']);
  expect(await read<ActivityPage>(`${paths.activity.list}?to=2026-11-19`)).toEqual({
    data: [],
    total: 0,
  });
  const history = await read<ActivityPage>(
    `${pathTo(paths.activity.memberHistory, { id: 1 })}?page=1&page_size=1`,
  );
  expect([whats(history), history.total]).toEqual([['Edited member "Member 01", again'], 2]);
  const csv = await (await fetch(`${paths.activity.download}?admin_id=1`)).blob();
  expect(csv.type).toBe('text/csv');

  fakeApi({ auth: fakeAdmin(fakeRole('Front desk')), activity: trail });
  for (const path of [paths.activity.list, paths.activity.people, paths.activity.download])
    expect((await fetch(path)).status).toBe(403);
  expect((await fetch(pathTo(paths.activity.memberHistory, { id: 1 }))).status).toBe(200);
});

test('a move makes the branch the member’s home, with the API’s message; its refusals change nothing', async () => {
  const { db } = fakeApi({
    members: [sampleMember(1, { name: 'Asha' })],
    branches: [...firstBranchOnly(), sampleBranch(2, { name: 'Baner' })],
  });
  const move = async (branchId: number) => {
    const reply = await fetch(pathTo(paths.members.moveBranch, { id: 1 }), {
      method: 'POST',
      body: moveTo(branchId),
    });
    return [reply.status, (JSON.parse(await reply.text()) as { message: string }).message];
  };
  expect(await move(1)).toEqual([409, 'Asha is already a member of Main branch.']);
  expect(await move(99)).toEqual([400, 'Choose a branch that exists.']);
  expect(db.members[0]!.home_branch_id).toBe(1);
  expect(await move(2)).toEqual([200, 'Asha moved to Baner.']);
  expect(db.members[0]!.home_branch_id).toBe(2);
  expect(await move(2)).toEqual([409, 'Asha is already a member of Baner.']);
});
