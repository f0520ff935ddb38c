import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { badRequest } from '../../lib/http-errors';
import {
  AttendancePage,
  AttendanceQuery,
  AttendanceSaved,
  CheckedIn,
  CheckInBody,
  Done,
  IdParams,
  LookupQuery,
  LookupReply,
} from '../../schemas';
import { DATE_RANGE, isDateInRange, isIsoDate } from '../../schemas/input-rules';
import { dayInWords, today } from '../../domain/dates';
import { attendanceRepository } from './attendance-repository';
import { can } from '../../plugins/auth';
import { scopeOf } from '../../plugins/branch-scope';
import { sortOf } from '../../lib/list-sort';
import type { AttendanceSort } from '../../schemas/attendance';
import { lookupMembers } from './member-lookup';
import { undoCheckIn } from '../undo/undo-check-in';

/** Attendance pages default to 10 rows: a front desk sees a busy hour at a glance. */
export const ATTENDANCE_PAGE_SIZE = 10;

function dayOf(value: string | undefined) {
  if (value === undefined || value === '') return today();
  if (!isIsoDate(value)) throw badRequest('Day must be a real date written YYYY-MM-DD');
  if (!isDateInRange(value))
    throw badRequest(`Day must be between ${DATE_RANGE.first} and ${DATE_RANGE.last}`);
  return value;
}

/**
 * docs/product/attendance.md §16 attendance calls. Refusals of a check-in (Inactive, expired, already in) and
 * of a second check-out are 409s with a message for the desk; nothing is written then.
 */
const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const attendance = attendanceRepository(app.db);

  app.get(
    '/attendance/records',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'attendance.record' },
      schema: { querystring: AttendanceQuery, response: { 200: AttendancePage } },
    },
    (request) => {
      const { day, page, page_size, sort } = request.query;
      return attendance.page({
        day: dayOf(day),
        page: page ?? 1,
        pageSize: page_size ?? ATTENDANCE_PAGE_SIZE,
        sort: sortOf<AttendanceSort>(sort),
        scope: scopeOf(request),
      });
    },
  );

  app.get(
    '/attendance/lookup',
    {
      config: {
        example: { queries: ['?q=ver'] },
        audience: 'staff',
        scope: 'branch',
        permission: 'attendance.record',
      },
      schema: { querystring: LookupQuery, response: { 200: LookupReply } },
    },
    (request) =>
      lookupMembers(app.db, request.query.q, {
        money: can(request, 'money.view'),
        at: scopeOf(request).active,
        allowed: scopeOf(request).allowed,
      }),
  );

  app.post(
    '/attendance/check_in',
    {
      config: {
        example: { queries: ['?branch=1'], json: { member_id: 2 } },
        audience: 'staff',
        scope: 'branch',
        permission: 'attendance.record',
        records: ['member.checked_in', 'class_booking.attended'],
        undo: undoCheckIn,
      },
      schema: { body: CheckInBody, response: { 201: CheckedIn } },
    },
    async (request, reply) => {
      const { record, closed, activity_id, attended } = await attendance.checkIn(
        actorOf(request),
        request.body.member_id,
        scopeOf(request),
      );
      const message = [
        `${record.name} checked in.`,
        ...(closed ? [`Their visit on ${dayInWords(closed)} had no check-out recorded.`] : []),
        ...attended.map(({ class_name, start_time }) => `Attended ${class_name} at ${start_time}.`),
      ].join(' ');
      return reply.code(201).send({
        status: 'success',
        message,
        record,
        activity_id,
        ...(attended.length > 0 ? { attended: attended.map(({ booking }) => booking) } : {}),
      });
    },
  );

  app.post(
    '/attendance/check_out/:id',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'attendance.record',
        records: 'member.checked_out',
      },
      schema: { params: IdParams, response: { 200: AttendanceSaved } },
    },
    async (request) => {
      const record = await attendance.checkOut(
        actorOf(request),
        request.params.id,
        scopeOf(request),
      );
      return { status: 'success' as const, message: `${record.name} checked out.`, record };
    },
  );

  app.delete(
    '/attendance/delete/:id',
    {
      config: {
        example: { params: { id: '2' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'attendance.record',
        records: 'visit.deleted',
      },
      schema: { params: IdParams, response: { 200: Done } },
    },
    async (request) => {
      await attendance.remove(actorOf(request), request.params.id, scopeOf(request));
      return { status: 'success' as const, message: 'Deleted successfully!' };
    },
  );
};

export default fp(attendanceRoutes, { name: 'attendance-routes', encapsulate: true });
