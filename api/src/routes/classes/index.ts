import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { can } from '../../plugins/auth';
import { scopeOf } from '../../plugins/branch-scope';
import {
  BookingCancelled,
  BookingInput,
  BookingMade,
  BookingSaved,
  ClassSlotInput,
  ClassSlotList,
  ClassSettings,
  ClassSettingsReply,
  ClassSettingsSaved,
  ClassSlotSaved,
  ClassTypeInput,
  ClassTypeList,
  ClassTypeSaved,
  ClassWeek,
  ClassesToday,
  Done,
  IdParams,
  MemberClassesToday,
  SessionChange,
  SessionDetails,
  SessionSaved,
  WeekQuery,
} from '../../schemas';
import { undoBooking, undoCancel } from '../undo/undo-class-booking';
import { classesRepository } from './classes-repository';

/** The class type the walks add and edit (config.example). */
const EXAMPLE_TYPE = { name: 'Zumba', duration_minutes: 45, capacity: 12, description: 'Dance' };
/** The slot the walks add and edit: trainer 1 is the walked gym's first branch's. */
const EXAMPLE_SLOT = {
  class_type_id: 1,
  weekday: 3,
  start_time: '18:30',
  trainer_id: 1,
  room: 'Studio B',
  capacity: 8,
};

/**
 * Group classes (docs/product/classes.md): class types (the chain's), the timetable's weekly slots
 * and the week's sessions (a branch's), a session's roster and waitlist, booking and cancelling.
 */
const classRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const classes = classesRepository(app.db);

  app.get(
    '/classes/types',
    {
      config: { audience: 'staff', scope: 'chain', permission: 'classes.view' },
      schema: { response: { 200: ClassTypeList } },
    },
    async () => ({ status: 'success' as const, class_types: await classes.listTypes() }),
  );

  app.post(
    '/classes/types',
    {
      config: {
        example: { json: EXAMPLE_TYPE },
        audience: 'staff',
        scope: 'chain',
        permission: 'classes.manage',
        records: 'class_type.added',
      },
      schema: { body: ClassTypeInput, response: { 201: ClassTypeSaved } },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        message: 'Class type added.',
        class_type: await classes.createType(actorOf(request), request.body),
      }),
  );

  app.post(
    '/classes/types/:id',
    {
      config: {
        example: { json: { ...EXAMPLE_TYPE, name: 'Yoga Flow' } },
        audience: 'staff',
        scope: 'chain',
        permission: 'classes.manage',
        records: 'class_type.edited',
      },
      schema: { params: IdParams, body: ClassTypeInput, response: { 200: ClassTypeSaved } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Class type saved.',
      class_type: await classes.updateType(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/classes/types/:id',
    {
      // Type 2 is on no slot in the walked gym (route-calls.ts).
      config: {
        example: { params: { id: '2' } },
        audience: 'staff',
        scope: 'chain',
        permission: 'classes.manage',
        records: 'class_type.deleted',
      },
      schema: { params: IdParams, response: { 200: Done } },
    },
    async (request) => {
      await classes.removeType(actorOf(request), request.params.id);
      return { status: 'success' as const, message: 'Class type deleted.' };
    },
  );

  app.get(
    '/classes/slots',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'classes.manage' },
      schema: { response: { 200: ClassSlotList } },
    },
    async (request) => ({
      status: 'success' as const,
      slots: await classes.listSlots(scopeOf(request)),
    }),
  );

  app.post(
    '/classes/slots',
    {
      config: {
        example: { queries: ['?branch=1'], json: EXAMPLE_SLOT },
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.manage',
        records: 'class_slot.added',
      },
      schema: { body: ClassSlotInput, response: { 201: ClassSlotSaved } },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        message: 'Slot added to the timetable.',
        slot: await classes.createSlot(actorOf(request), request.body, scopeOf(request)),
      }),
  );

  app.post(
    '/classes/slots/:id',
    {
      config: {
        example: { json: { ...EXAMPLE_SLOT, room: 'Studio C' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.manage',
        records: 'class_slot.edited',
      },
      schema: { params: IdParams, body: ClassSlotInput, response: { 200: ClassSlotSaved } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Slot saved. Its sessions to come follow it.',
      slot: await classes.updateSlot(
        actorOf(request),
        request.params.id,
        request.body,
        scopeOf(request),
      ),
    }),
  );

  app.delete(
    '/classes/slots/:id',
    {
      // Slot 2 has no bookings in the walked gym (route-calls.ts).
      config: {
        example: { params: { id: '2' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.manage',
        records: 'class_slot.deleted',
      },
      schema: { params: IdParams, response: { 200: Done } },
    },
    async (request) => {
      await classes.removeSlot(actorOf(request), request.params.id, scopeOf(request));
      return { status: 'success' as const, message: 'Slot deleted from the timetable.' };
    },
  );

  app.get(
    '/classes/settings',
    {
      config: { audience: 'staff', scope: 'chain', permission: 'classes.manage' },
      schema: { response: { 200: ClassSettingsReply } },
    },
    async () => ({ status: 'success' as const, settings: await classes.settings() }),
  );

  app.post(
    '/classes/settings',
    {
      config: {
        example: {
          json: {
            time_zone: 'Asia/Kolkata',
            booking_cutoff_minutes: 120,
            strike_limit: 3,
            strike_window_days: 30,
            strike_ban_days: 8,
          },
        },
        audience: 'staff',
        scope: 'chain',
        permission: 'classes.manage',
        records: 'class_settings.edited',
      },
      schema: { body: ClassSettings, response: { 200: ClassSettingsSaved } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Class settings saved.',
      settings: await classes.saveSettings(actorOf(request), request.body),
    }),
  );

  // Generates the week's sessions from the slots first (idempotent: docs/product/classes.md).
  app.get(
    '/classes/week',
    {
      config: {
        example: { queries: ['', '?week=2026-03-04'] },
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.view',
      },
      schema: { querystring: WeekQuery, response: { 200: ClassWeek } },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await classes.week(request.query.week, scopeOf(request))),
    }),
  );

  // Today's sessions for the dashboard's card, generated first like the week's.
  app.get(
    '/classes/today',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'classes.view' },
      schema: { response: { 200: ClassesToday } },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await classes.today(scopeOf(request))),
    }),
  );

  app.get(
    '/classes/sessions/:id',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.view',
        readsById: 'class_session',
      },
      schema: { params: IdParams, response: { 200: SessionDetails } },
    },
    async (request) => {
      const details = await classes.session(request.params.id, scopeOf(request));
      const leads = async () =>
        details.session.trainer_id !== null &&
        details.session.trainer_id === (await classes.recordOf(actorOf(request).id));
      const may_mark =
        can(request, 'classes.attend') && (can(request, 'classes.book') || (await leads()));
      return { status: 'success' as const, ...details, may_mark };
    },
  );

  app.get(
    '/classes/members/:id/today',
    {
      config: {
        example: { params: { id: '2' }, queries: ['?branch=1'] },
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.view',
        readsById: 'member',
      },
      schema: { params: IdParams, response: { 200: MemberClassesToday } },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await classes.memberToday(request.params.id, scopeOf(request))),
    }),
  );

  app.post(
    '/classes/sessions/:id',
    {
      config: {
        example: { json: { room: 'Studio A', capacity: 10 } },
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.manage',
        records: ['class_session.edited', 'class_booking.promoted', 'class_booking.released'],
      },
      schema: { params: IdParams, body: SessionChange, response: { 200: SessionSaved } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Session saved.',
      ...(await classes.changeSession(
        actorOf(request),
        request.params.id,
        request.body,
        scopeOf(request),
      )),
    }),
  );

  app.post(
    '/classes/sessions/:id/bookings',
    {
      config: {
        // Member 4: running, at the first branch, which no other walked write moves or changes.
        example: { json: { member_id: 4 } },
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.book',
        records: ['class.booked', 'class.waitlisted'],
        undo: undoBooking,
      },
      schema: { params: IdParams, body: BookingInput, response: { 201: BookingMade } },
    },
    async (request, reply) => {
      const { message, booking, activity_id } = await classes.book(
        actorOf(request),
        request.params.id,
        request.body.member_id,
        scopeOf(request),
      );
      return reply.code(201).send({ status: 'success', message, booking, activity_id });
    },
  );

  app.post(
    '/classes/bookings/:id/cancel',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.book',
        records: ['class_booking.cancelled', 'class_booking.promoted', 'class_booking.released'],
        undo: undoCancel,
      },
      schema: { params: IdParams, response: { 200: BookingCancelled } },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await classes.cancelBooking(actorOf(request), request.params.id, scopeOf(request))),
    }),
  );

  app.post(
    '/classes/bookings/:id/attended',
    {
      config: {
        // Booking 2: member 3's place in yesterday's session, a No show (route-calls.ts).
        example: { params: { id: '2' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.attend',
        records: 'class_booking.attended',
      },
      schema: { params: IdParams, response: { 200: BookingSaved } },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await classes.attend(
        actorOf(request),
        request.params.id,
        scopeOf(request),
        // Without booking, a trainer marks the classes they lead only.
        can(request, 'classes.book') ? undefined : await classes.recordOf(actorOf(request).id),
      )),
    }),
  );

  app.post(
    '/classes/bookings/:id/forgive',
    {
      config: {
        // Booking 3: member 2's late cancel in yesterday's session (route-calls.ts).
        example: { params: { id: '3' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.manage',
        records: 'class_booking.forgiven',
      },
      schema: { params: IdParams, response: { 200: BookingSaved } },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await classes.forgive(actorOf(request), request.params.id, scopeOf(request))),
    }),
  );

  // Last of the walks' writes on session 1: after it, nothing more can be booked there.
  app.post(
    '/classes/sessions/:id/cancel',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'classes.manage',
        records: 'class_session.cancelled',
      },
      schema: { params: IdParams, response: { 200: SessionSaved } },
    },
    async (request) => {
      const { session, told } = await classes.cancelSession(
        actorOf(request),
        request.params.id,
        scopeOf(request),
      );
      return { status: 'success' as const, message: cancelledMessage(told), session, promoted: [] };
    },
  );
};

/** A cancelled session's answer: how many of its members the desk is to tell, in Reminders. */
const cancelledMessage = (told: number) =>
  told === 0
    ? 'Session cancelled.'
    : `Session cancelled. Reminders has ${told === 1 ? '1 member' : `${told} members`} to tell.`;

export default fp(classRoutes, { name: 'class-routes', encapsulate: true });
