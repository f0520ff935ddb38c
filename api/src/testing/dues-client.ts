import { sql } from 'kysely';
import { addDays, today } from '../domain/dates';
import { membersClient, sharedPhoneForm } from './members-client';
import type { TestApp } from './test-app';

/**
 * The dues and renewal calls as the billing screens send them (JSON), plus members to call them on.
 * `query` (`?branch=…`) names the branch a write acts at; without it, the account's first among
 * several.
 */
export function duesClient(app: TestApp, cookie: string) {
  const members = membersClient(app, cookie);
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
  return {
    members,
    pending: (query = '') =>
      app.inject({ url: `/payments/pending_members${query}`, headers: { cookie } }),
    pay: (id: number | string, payload: unknown, query = '') =>
      post(`/payments/record_payment/${id}${query}`, payload),
    updateDues: (id: number | string, payload: unknown, query = '') =>
      post(`/payments/update_dues/${id}${query}`, payload),
    expired: (query = '') =>
      app.inject({ url: `/members/expired_members${query}`, headers: { cookie } }),
    renew: (id: number | string, payload: unknown = {}, query = '') =>
      post(`/members/renew_member/${id}${query}`, payload),
    /** Adds a member on `plan` who joined `daysAgo` days ago; answers its id. */
    async join(
      plan: number,
      daysAgo: number,
      fields: Record<string, string> = {},
    ): Promise<number> {
      // Members joined here share the form's phone unless `fields` give another (a family's).
      const response = await members.add({
        ...sharedPhoneForm,
        plan: String(plan),
        joining_day: addDays(today(), -daysAgo),
        ...fields,
      });
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json().member_id;
    },
    member: (id: number) =>
      app.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    invoicesOf: (id: number) =>
      app.db.selectFrom('invoices').selectAll().where('member_id', '=', id).orderBy('id').execute(),
    /**
     * docs/product/billing.md §20: the member's latest joining or renewal invoice and every payment invoice
     * after it add up to what the member has paid.
     */
    async paidOnInvoices(id: number): Promise<number> {
      const { rows } = await sql<{
        paid: number;
      }>`SELECT coalesce(sum(paid_amount), 0) AS paid FROM invoices WHERE member_id = ${id}
        AND id >= (SELECT max(id) FROM invoices WHERE member_id = ${id} AND kind IN ('joining', 'renewal'))`.execute(
        app.db,
      );
      return rows[0]!.paid;
    },
  };
}
