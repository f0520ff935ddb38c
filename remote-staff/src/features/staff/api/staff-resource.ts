import {
  defineResource,
  paths,
  pathTo,
  type StaffListReply,
  type StaffReply,
} from '@spotter/shared';

/** Ids are positive whole numbers: anything else cannot name a trainer, so it is not asked for. */
export const isStaffId = (id: string | undefined): id is string => !!id && /^[1-9]\d*$/.test(id);

/** Trainers and staff; the plain list and one trainer come as `{ status, data }`, writes are multipart. */
export const staffResource = defineResource({
  list: paths.staff.list,
  plain: (reply: StaffListReply) => reply.data,
  rowId: (staff) => staff.id,
  one: (id) => pathTo(paths.staff.one, { id }),
  readOne: (reply: StaffReply) => reply.data,
  create: paths.staff.add,
  update: (id) => pathTo(paths.staff.edit, { id }),
  remove: (id) => pathTo(paths.staff.delete, { id }),
  permissions: { create: 'staff.edit', update: 'staff.edit', remove: 'staff.edit' },
});
