import type { DeletedKind } from '../schemas/deleted';
import type { TestApp } from './test-app';

/** Deleted items as the host's screen calls them, with the signed-in admin's cookie. */
export function deletedClient(app: TestApp, cookie: string) {
  return {
    list: (query = '?page=1&page_size=100') =>
      app.inject({ url: `/deleted${query}`, headers: { cookie } }),
    restore: (id: number | string) =>
      app.inject({ method: 'POST', url: `/deleted/restore/${id}`, headers: { cookie } }),
    /** The deleted item that holds record `itemId` of `kind`. */
    async idOf(kind: DeletedKind, itemId: number): Promise<number> {
      const { id } = await app.db
        .selectFrom('deleted_items')
        .select('id')
        .where('kind', '=', kind)
        .where('item_id', '=', itemId)
        .executeTakeFirstOrThrow();
      return id;
    },
    /** Moves every deletion `days` days into the past, as if that much time had gone by. */
    age: (days: number) =>
      app.db
        .updateTable('deleted_items')
        .set((eb) => ({
          deleted_at: eb.val(new Date(Date.now() - days * 86_400_000).toISOString()),
        }))
        .execute(),
  };
}
