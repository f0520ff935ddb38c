import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import type { Actor } from '../../domain/activity';
import { purgeDeleted, restoreDeleted } from '../../domain/trash';
import { keptSince, removedAt } from '../../domain/trash/items';
import type { DeletedItem, DeletedKind } from '../../schemas/deleted';

export interface DeletedPageRequest {
  page: number;
  pageSize: number;
  kind?: DeletedKind;
}

/** The Deleted items screen's calls; `now` is the clock (tests move it). */
export function deletedRepository(db: Db, now = () => Date.now()) {
  return {
    /** One page, newest deletion first, after removing for good what has been kept its 30 days. */
    async page({ page, pageSize, kind }: DeletedPageRequest) {
      await purgeDeleted(db, now());
      let matching = db.selectFrom('deleted_items').where('deleted_at', '>=', keptSince(now()));
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

    restore(actor: Actor, id: number) {
      return transaction(db, (trx) => restoreDeleted(trx, actor, { id }, { now: now() }));
    },

    purge: () => purgeDeleted(db, now()),
  };
}
