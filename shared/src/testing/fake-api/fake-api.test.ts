import {
  Done,
  Failed,
  Invoice,
  InvoicePage,
  Me,
  Member,
  MemberAdded,
  MemberDetails,
  MemberPage,
  MemberUpdated,
  Plan,
  PlanPage,
  PlansReply,
  PlanSaved,
  StaffAdded,
  StaffListReply,
  StaffPage,
  StaffReply,
} from '@spotter/api/contract';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { fakeAdmin, fakeApi } from '.';
import { memberPlans, sampleInvoices, sampleMembers, sampleStaff } from './samples';

// The fake's replies are typed by the contract; this checks them against the API's own schemas at
// run time too, so a fake that answers what the API never would (a missing field, a null where the
// API always sends a number) fails here.

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

const memberForm = form({ name: 'Asha', phone: '9876500001', joining_day: '2026-02-01', fee: '4500', paid: '4000', plan: '1' });
const staffForm = (naming: 'add' | 'edit') =>
  form({ [naming === 'add' ? 'name' : 'user']: 'Asha', [naming === 'add' ? 'phone' : 'phone_number']: '98765', blood_group: 'O+' });

const planInput = JSON.stringify({ name: 'Gold', duration_days: 90, price: null, description: 'Three months' });

type Case = [method: string, path: string, status: number, schema: TSchema, body?: BodyInit];
const cases: Case[] = [
  ['GET', '/members/admin_me', 200, Me],
  ['POST', '/members/admin_login', 200, Done, form({ username: 'owner', password: 'secret' })],
  ['POST', '/members/admin_login', 401, Failed, form({ username: 'owner', password: 'wrong' })],
  ['POST', '/members/admin_login', 400, Failed, form({ username: 'owner', password: '' })],
  ['POST', '/members/admin_logout', 200, Done],
  ['GET', '/members/view_plans', 200, PlansReply],
  ['GET', '/members/view_plans?page=1&page_size=5&q=gold', 200, PlanPage],
  ['POST', '/members/add_plan', 201, PlanSaved, planInput],
  ['GET', '/members/edit_plan/1', 200, Plan],
  ['POST', '/members/edit_plan/1', 200, PlanSaved, planInput],
  ['DELETE', '/plans/delete_plan/2', 200, Done],
  ['GET', '/members/edit_plan/99', 404, Failed],
  ['GET', '/members/view_members', 200, Type.Array(Member)],
  ['GET', '/members/view_members?page=2&page_size=5', 200, MemberPage],
  ['POST', '/members/add_member', 201, MemberAdded, memberForm],
  ['POST', '/members/add_member', 400, Failed, form({ name: 'Asha', phone: '9876500001' })],
  ['GET', '/members/update_member/1', 200, MemberDetails],
  ['POST', '/members/update_member/1', 200, MemberUpdated, memberForm],
  ['DELETE', '/members/delete_member/2', 200, Done],
  ['GET', '/members/view_all_trainers_staff', 200, StaffListReply],
  ['GET', '/members/view_all_trainers_staff?page=1&page_size=5', 200, StaffPage],
  ['POST', '/members/add_trainer_staff', 201, StaffAdded, staffForm('add')],
  ['GET', '/members/view_single_trainer_staff/1', 200, StaffReply],
  ['POST', '/members/edit_trainer_staff/1', 200, StaffReply, staffForm('edit')],
  ['DELETE', '/members/delete_trainer_staff/1', 200, Done],
  ['GET', '/members/view_single_trainer_staff/99', 404, Failed],
  ['GET', '/payments/all_invoices', 200, Type.Array(Invoice)],
  ['GET', '/payments/all_invoices?page=1&page_size=5&status=pending&from=2026-01-02&q=member', 200, InvoicePage],
  ['GET', '/payments/all_invoices?from=2026-02-01&to=2026-01-01', 400, Failed],
  ['GET', '/payments/all_invoices?status=unpaid', 400, Failed],
  ['GET', '/payments/invoice_pdf/INV-00099/', 404, Failed],
  ['GET', '/payments/invoice_pdf/abc/', 400, Failed],
  ['GET', '/payments/export_invoices?to=2025-01-01&from=2026-01-01', 400, Failed],
];

const table = cases.map(([method, path, status, schema, body]) => ({ method, path, status, schema, body }));

test.each(table)('$method $path answers $status in the shape the API’s schema gives', async ({ method, path, status, schema, body }) => {
  fakeApi({ plans: memberPlans, members: sampleMembers(7), staff: [sampleStaff()], invoices: sampleInvoices(3) });
  const response = await fetch(path, { method, body });
  expect(response.status).toBe(status);
  const reply: unknown = JSON.parse(await response.text());
  expect([...Value.Errors(schema, reply)].map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
  expect(Value.Check(schema, reply)).toBe(true);
});

test('a signed-out session answers 401 until a login with the right password', async () => {
  const { db } = fakeApi({ auth: fakeAdmin({ signedIn: false }) });
  expect((await fetch('/members/admin_me')).status).toBe(401);
  expect((await fetch('/members/admin_login', { method: 'POST', body: form({ username: 'owner', password: 'nope' }) })).status).toBe(401);
  expect(db.auth.signedIn).toBe(false);
  expect((await fetch('/members/admin_login', { method: 'POST', body: form({ username: 'owner', password: 'secret' }) })).status).toBe(200);
  expect((await fetch('/members/admin_me')).status).toBe(200);
  await fetch('/members/admin_logout', { method: 'POST' });
  expect((await fetch('/members/admin_me')).status).toBe(401);
});
