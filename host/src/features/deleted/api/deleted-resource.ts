import { defineResource, paths, type DeletedItem, type DeletedPage } from '@spotter/shared';

/** Deleted items (docs/product/activity.md §23): read a page at a time, newest deletion first. */
export const deletedResource = defineResource({
  list: paths.deleted.list,
  plain: (reply: DeletedPage) => reply.data,
  rowId: (item: DeletedItem) => item.id,
});
