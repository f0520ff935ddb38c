import { EXAMPLE_MEMBER } from '../routes/members';
import { formPoster, type TestApp } from './test-app';

/**
 * A complete add-member form as the screens send it, the add route's example as Asha Verma;
 * `plan` is filled in by each test.
 */
export const memberForm = {
  ...EXAMPLE_MEMBER,
  name: 'Asha Verma',
  email: 'asha@example.com',
  plan: '',
};

export type MemberFields = Partial<Record<keyof typeof memberForm, string>> &
  Record<string, string>;

/**
 * Requests as the screens send them: multipart forms, with the signed-in admin's cookie. `query`
 * (`?branch=…`) names the branch a call acts at; without it, the account's first among several.
 */
export function membersClient(app: TestApp, cookie: string) {
  const post = formPoster(app, cookie);
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
