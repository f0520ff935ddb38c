import fp from 'fastify-plugin';
import { actorOf } from '../../domain/activity';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE } from '../../lib/list-query';
import { can } from '../../plugins/auth';
import { scopeOf } from '../../plugins/branch-scope';
import { formBody } from '../../plugins/form-body';
import { memberColumns } from './member-input';
import { membersList } from './members-list';
import { membersRepository } from './members-repository';
import moveBranchRoutes from './move-branch';
import {
  Deleted,
  IdParams,
  MEMBER_FORM_NAMES,
  MemberAdded,
  MemberDetails,
  MemberInput,
  MemberList,
  MemberQuery,
  MemberUpdated,
  NewMember,
  RetiredMemberFields,
  RetiredNewMemberFields,
  type MemberSort,
} from '../../schemas';
import { badRequest } from '../../lib/http-errors';
import { sortOf } from '../../lib/list-sort';
import { undoDelete } from '../undo/undo-delete';

/** The member the examples of add and update send (config.example), typed as the screens send it. */
export const EXAMPLE_MEMBER = {
  name: 'Example Member',
  phone: '+919812345678',
  email: 'member@example.com',
  age: 31,
  weight: 58.5,
  blood_group: 'O+',
  joining_date: '2026-01-10',
  status: 'Active',
  location: 'Pune',
  profession: 'Teacher',
  total_fee: 1500,
  paid_amount: 500,
} satisfies Omit<MemberInput, 'plan_id'>;

/**
 * Add and update take the typed form as JSON (the screens) or the earlier product's multipart
 * form (old clients), read into the same schema (plugins/form-body.ts).
 */
const readNewMemberForm = formBody({ renamed: MEMBER_FORM_NAMES, retired: RetiredNewMemberFields });
const readMemberForm = formBody({ renamed: MEMBER_FORM_NAMES, retired: RetiredMemberFields });

/** docs/product/calls-and-messages.md §7 member calls: list (whole or paged and searched), add, load, update, delete, invoice PDF; §26's move to another branch. */
const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const members = membersRepository(app.db);
  const list = membersList(app.db);

  app.get(
    '/members/view_members',
    {
      config: {
        example: { queries: ['', '?page=1&page_size=5', '?page=2&page_size=5&q=verma'] },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.view',
      },
      schema: { querystring: MemberQuery, response: { 200: MemberList } },
    },
    async (request, reply) => {
      const { page, page_size, q, status } = request.query;
      const sort = sortOf<MemberSort>(request.query.sort);
      if (page === undefined && page_size === undefined && q === undefined && !status && !sort) {
        // The original client asks with no parameters for every member as a plain array. Streamed in
        // batches so that 100,000 members neither fill memory nor hold up every other request.
        // (A stream skips the response schema, which types only serialised answers: hence the cast.)
        // Streamed, so the answer hook that leaves out money never sees it: the list does.
        return reply
          .type('application/json; charset=utf-8')
          .send(
            list.allAsJson({ money: can(request, 'money.view'), scope: scopeOf(request) }) as never,
          );
      }
      // Dues put in order would tell an account without money.view who owes most.
      if (sort?.key === 'due_amount' && !can(request, 'money.view'))
        throw badRequest(
          "Sort must be one of: name, leave_date, rejoin_date, expire_date, with a '-' before it for the reverse order",
        );
      return list.page({
        page: page ?? 1,
        pageSize: page_size ?? DEFAULT_PAGE_SIZE,
        q: q ?? '',
        status,
        sort,
        scope: scopeOf(request),
      });
    },
  );

  app.post(
    '/members/add_member',
    {
      config: {
        example: { json: { ...EXAMPLE_MEMBER, plan_id: 1 } },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.edit',
        idempotent: true,
        records: ['member.added', 'payment.received', 'enquiry.converted'],
      },
      preValidation: readNewMemberForm,
      schema: { body: NewMember, response: { 201: MemberAdded } },
    },
    async (request, reply) => {
      const { enquiry_id = null, payment_method = 'cash', ...member } = request.body;
      const created = await members.create(actorOf(request), memberColumns(member), {
        enquiryId: enquiry_id,
        method: payment_method,
        scope: scopeOf(request),
      });
      return reply
        .code(201)
        .send({ status: 'success', message: 'Member added successfully!', ...created });
    },
  );

  app.get(
    '/members/update_member/:id',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'members.view',
        readsById: 'member',
      },
      schema: { params: IdParams, response: { 200: MemberDetails } },
    },
    (request) => members.getForEdit(request.params.id, scopeOf(request)),
  );

  app.post(
    '/members/update_member/:id',
    {
      config: {
        // Another phone than the add's example: a member's phone is no other member's.
        example: {
          json: {
            ...EXAMPLE_MEMBER,
            phone: '+919812300000',
            plan_id: 2,
            total_fee: 12000,
            paid_amount: 1000,
          },
        },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.edit',
        idempotent: true,
        records: ['member.edited', 'payment.received'],
      },
      preValidation: readMemberForm,
      schema: { params: IdParams, body: MemberInput, response: { 200: MemberUpdated } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Member updated successfully!',
      ...(await members.update(
        actorOf(request),
        request.params.id,
        memberColumns(request.body),
        'cash',
        scopeOf(request),
      )),
    }),
  );

  app.delete(
    '/members/delete_member/:id',
    {
      config: {
        example: { params: { id: '12' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.delete',
        records: 'member.deleted',
        undo: undoDelete('members'),
      },
      schema: { params: IdParams, response: { 200: Deleted } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Deleted successfully!',
      activity_id: await members.remove(actorOf(request), request.params.id, scopeOf(request)),
    }),
  );

  await app.register(moveBranchRoutes);
};

export default fp(memberRoutes, { name: 'member-routes', encapsulate: true });
