import { defineResource, type StaffListReply, type StaffReply } from '@spotter/shared';

/** Ids are positive whole numbers: anything else cannot name a trainer, so it is not asked for. */
export const isStaffId = (id: string | undefined): id is string => !!id && /^[1-9]\d*$/.test(id);

/** Trainers and staff; the plain list and one trainer come as `{ status, data }`, writes are multipart. */
export const staffResource = defineResource({
  list: '/members/view_all_trainers_staff',
  plain: (reply: StaffListReply) => reply.data,
  rowId: (staff) => staff.id,
  one: (id) => `/members/view_single_trainer_staff/${id}`,
  readOne: (reply: StaffReply) => reply.data,
  create: '/members/add_trainer_staff',
  update: (id) => `/members/edit_trainer_staff/${id}`,
  remove: (id) => `/members/delete_trainer_staff/${id}`,
  permissions: { create: 'staff.edit', update: 'staff.edit', remove: 'staff.edit' },
});
