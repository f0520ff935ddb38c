import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Db } from '../../db/database';
import { csvFile, type CsvColumn } from '../../lib/csv';
import { can } from '../../plugins/auth';
import { ListQuery } from '../../schemas/common';
import { IMPORT_FIELDS, type ImportField } from '../../schemas/imports';
import { MemberQuery } from '../../schemas/members';
import { membersList } from './members-list';
import { scopeOf } from '../../plugins/branch-scope';
import type { BranchScope } from '../../domain/branch-scope';

/**
 * Export (docs/product/import.md §24): the members the list shows with the same search and status, as
 * a CSV whose columns are the import's own field names, so that importing the file back into the
 * same gym changes nothing. Fee and Paid only for an account that may see money.
 */

export const MembersExportQuery = Type.Object({
  q: ListQuery.properties.q,
  status: MemberQuery.properties.status,
});

/** Members per page of the list walked, and per query of their details. */
const EXPORT_BATCH = 1000;

async function exportedRows(db: Db, ids: number[]) {
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('plans as p', 'p.id', 'm.plan_id')
    .select(['m.id', 'm.name', 'm.phone', 'm.email', 'p.name as plan', 'm.joining_date'])
    .select(['m.total_fee as fee', 'm.paid_amount as paid', 'm.status', 'm.age', 'm.weight'])
    .select(['m.blood_group', 'm.location', 'm.profession'])
    .where('m.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
type Exported = Awaited<ReturnType<typeof exportedRows>>[number];

const text = (value: string | number | null) => (value === null ? '' : value);
const MONEY: ImportField[] = ['fee', 'paid'];

const columnsFor = (money: boolean): CsvColumn<Exported>[] =>
  (Object.keys(IMPORT_FIELDS) as ImportField[])
    .filter((field) => money || !MONEY.includes(field))
    .map((field) => [IMPORT_FIELDS[field], (row) => text(row[field])]);

const membersExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = membersList(app.db);

  /** The list's pages in its order, each as the members' whole rows. */
  async function* batches(
    q: string,
    status: Static<typeof MembersExportQuery>['status'],
    scope: BranchScope,
  ) {
    for (let page = 1; ; page += 1) {
      const { data } = await list.page({ page, pageSize: EXPORT_BATCH, q, status, scope });
      if (data.length > 0)
        yield await exportedRows(
          app.db,
          data.map((member) => member.id),
        );
      if (data.length < EXPORT_BATCH) return;
    }
  }

  app.get(
    '/members/export',
    {
      config: {
        example: { queries: ['', '?q=verma&status=Active'] },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.view',
      },
      schema: { querystring: MembersExportQuery },
    },
    async (request, reply) => {
      const { q = '', status } = request.query;
      const csv = csvFile(
        columnsFor(can(request, 'money.view')),
        batches(q, status, scopeOf(request)),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename=members.csv')
        .send(csv);
    },
  );
};

export default fp(membersExportRoutes, { name: 'members-export-routes', encapsulate: true });
