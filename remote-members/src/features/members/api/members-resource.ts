import { defineResource, type Member, type MemberDetails } from '@spotter/shared';

/** Members: the plain list is a bare array, one member (for edit) comes bare; writes are multipart forms (see toMemberFormData). */
export const membersResource = defineResource({
  list: '/members/view_members',
  plain: (members: Member[]) => members,
  rowId: (member) => member.id,
  one: (id) => `/members/update_member/${id}`,
  readOne: (member: MemberDetails) => member,
  create: '/members/add_member',
  update: (id) => `/members/update_member/${id}`,
  remove: (id) => `/members/delete_member/${id}`,
  permissions: { create: 'members.edit', update: 'members.edit', remove: 'members.delete' },
});

export const MEMBERS_PATH = '/users';
