import { EXAMPLE_MEMBER } from '../routes/members';
import type { MemberInput, NewMember } from '../schemas';
import { formPoster, type TestApp } from './test-app';

/**
 * A complete add-member form as the earlier product's clients send it (multipart, its own field
 * names, every field text, the due and the payment method beside them): the add route's example
 * as Asha Verma; `plan` is filled in by each test.
 */
export const memberForm = {
  name: 'Asha Verma',
  phone: '+919812345678',
  email: 'asha@example.com',
  age: '31',
  weight: '58.5',
  blood_group: 'O+',
  joining_day: '2026-01-10',
  status: 'Active',
  location: 'Pune',
  profession: 'Teacher',
  fee: '1500',
  paid: '500',
  due: '1000',
  leave: '',
  rejoin: '',
  payment_method: 'cash',
  plan: '',
};

/**
 * The form as a member sharing its phone with others sends it (docs/product/screens.md §3): for
 * tests that add several members with the form's one phone, as a family would be.
 */
export const sharedPhoneForm = { ...memberForm, shares_phone: 'true' };

/**
 * A phone of its own for the `n`th member a test adds (98100 0000n): one member's phone is no other
 * member's unless they share it (docs/product/screens.md §3).
 */
export const phoneNo = (n: number) => `98100${String(n).padStart(5, '0')}`;

/** The same member as the screens send it: the typed contract, JSON; `plan_id` is filled in by each test. */
export const memberInput: MemberInput = {
  ...EXAMPLE_MEMBER,
  name: 'Asha Verma',
  email: 'asha@example.com',
  plan_id: 0,
};

export type MemberFields = Partial<Record<keyof typeof memberForm, string>> &
  Record<string, string>;

/**
 * Requests with the signed-in admin's cookie: `add` and `update` as old clients send them
 * (multipart forms), `addTyped` and `updateTyped` as the screens do (JSON). `query` (`?branch=…`)
 * names the branch a call acts at; without it, the account's first among several.
 */
export function membersClient(app: TestApp, cookie: string) {
  const post = formPoster(app, cookie);
  const postJson = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const count = async (table: 'members' | 'invoices') =>
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    add: (fields: MemberFields, query = '') => post(`/members/add_member${query}`, fields),
    update: (id: number | string, fields: MemberFields, query = '') =>
      post(`/members/update_member/${id}${query}`, fields),
    addTyped: (body: Partial<NewMember> | Record<string, unknown>, query = '') =>
      postJson(`/members/add_member${query}`, body),
    updateTyped: (id: number | string, body: Partial<MemberInput> | Record<string, unknown>) =>
      postJson(`/members/update_member/${id}`, body),
    get: (id: number | string, query = '') =>
      app.inject({ url: `/members/update_member/${id}${query}`, headers: { cookie } }),
    list: (query = '') => app.inject({ url: `/members/view_members${query}`, headers: { cookie } }),
    remove: (id: number | string, query = '') =>
      app.inject({
        method: 'DELETE',
        url: `/members/delete_member/${id}${query}`,
        headers: { cookie },
      }),
    invoice: (id: number | string, slash = '/') =>
      app.inject({ url: `/members/download_invoice/${id}${slash}`, headers: { cookie } }),
    async addPlan(name: string, duration_days = 30, price = 1500): Promise<number> {
      const response = await app.inject({
        method: 'POST',
        url: '/members/add_plan',
        headers: { cookie },
        payload: { name, duration_days, price },
      });
      return response.json().plan.id;
    },
    counts: async () => ({ members: await count('members'), invoices: await count('invoices') }),
    invoices: () => app.db.selectFrom('invoices').selectAll().orderBy('id').execute(),
  };
}
