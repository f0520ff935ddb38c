import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { forDialect } from '../../db/dialect';
import { forUpdate, transaction } from '../../db/transaction';
import type { Actor } from '../../domain/activity';
import { GONE, purgeDeleted, restoreDeleted } from '../../domain/trash';
import { keptSince, removedAt } from '../../domain/trash/items';
import { notFound } from '../../lib/http-errors';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import type { DeletedItem, DeletedKind } from '../../schemas/deleted';

export interface DeletedPageRequest {
  page: number;
  pageSize: number;
  kind?: DeletedKind;
  scope?: BranchScope;
}

/**
 * The branch a deleted member, trainer or enquiry was in, from the row its payload keeps (1 for a
 * trainer or an enquiry deleted before they had branches); null for a plan, which is every
 * branch's.
 */
const itemBranch = (db: Db) =>
  forDialect(db, {
    sqlite: sql`CASE kind
      WHEN 'members' THEN json_extract(payload, '$.row.home_branch_id')
      WHEN 'staff' THEN coalesce(json_extract(payload, '$.row.branch_id'), 1)
      WHEN 'enquiries' THEN coalesce(json_extract(payload, '$.row.branch_id'), 1) END`,
    postgres: sql`CASE kind
      WHEN 'members' THEN (payload::jsonb #>> '{row,home_branch_id}')::int
      WHEN 'staff' THEN coalesce((payload::jsonb #>> '{row,branch_id}')::int, 1)
      WHEN 'enquiries' THEN coalesce((payload::jsonb #>> '{row,branch_id}')::int, 1) END`,
  });

/**
 * Whether a deleted item is shown to a request covering `scope` (docs/product/branches.md §26): a member,
 * trainer or enquiry of its branches; a plan always. The whole gym's list filters nothing.
 */
function covered(db: Db, scope: BranchScope) {
  if (scope.ids === null) return sql<SqlBool>`true`;
  const branch = sql`(${itemBranch(db)})`;
  const ids = sql.join(scope.ids.map((id) => sql.lit(id)));
  return sql<SqlBool>`(${branch} IS NULL OR ${branch} IN (${ids}))`;
}

/** The Deleted items screen's calls; `now` is the clock (tests move it). */
export function deletedRepository(db: Db, now = () => Date.now()) {
  return {
    /**
     * One page, newest deletion first, of what is still kept: what has been kept its 30 days is
     * left out, and removed for good by the hourly purge (a read writes nothing).
     */
    async page({ page, pageSize, kind, scope = EVERY_BRANCH }: DeletedPageRequest) {
      let matching = db
        .selectFrom('deleted_items')
        .where('deleted_at', '>=', keptSince(now()))
        .where(covered(db, scope));
      if (kind) matching = matching.where('kind', '=', kind);
      const [rows, { n }] = await Promise.all([
        // Never the payload: a trainer's picture may be megabytes of it.
        matching
          .select(['id', 'kind', 'item_id', 'label', 'deleted_by_name', 'deleted_at'])
          .orderBy('deleted_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const data: DeletedItem[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        item_id: row.item_id,
        name: row.label,
        deleted_by: row.deleted_by_name,
        deleted_at: row.deleted_at,
        removed_at: removedAt(row.deleted_at),
      }));
      return { data, total: Number(n) };
    },

    /** An item the list would not show the request (another branch's member) is not found. */
    restore(actor: Actor, id: number, scope: BranchScope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        if (scope.ids !== null) {
          const shown = await forUpdate(
            trx,
            trx
              .selectFrom('deleted_items')
              .select('id')
              .where('id', '=', id)
              .where(covered(db, scope)),
          ).executeTakeFirst();
          if (!shown) throw notFound(GONE);
        }
        return restoreDeleted(trx, actor, { id }, { now: now() });
      });
    },

    purge: () => purgeDeleted(db, now()),
  };
}
