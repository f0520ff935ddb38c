import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import { transaction } from '../../db/transaction';
import { actorOf } from '../../domain/activity';
import { framedSheet, guessMapping, readFramedSheet, type FramedSheet } from '../../domain/import';
import { branchOfNew } from '../../domain/branches';
import { badRequest, HttpError } from '../../lib/http-errors';
import { DEFAULT_PAGE_SIZE } from '../../lib/list-query';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  HeaderBody,
  ImportParams,
  ImportsPage,
  ImportsQuery,
  ImportProgress,
  ImportReview,
  ImportStatus,
  ImportUndone,
  ImportUploaded,
  ImportUploadQuery,
  MissingPlansBody,
  MissingPlansCreated,
  ReviewBody,
  RunBody,
} from '../../schemas/imports';
import { addPlan } from '../plans/plans-repository';
import { errorsCsv } from './errors-csv';
import {
  checkedMapping,
  importBranch,
  importRecord,
  importsPage,
  importStatus,
  reframeSheet,
  refuseOnceRun,
  sheetLines,
  sheetRows,
  storeSheet,
  type ImportRecord,
} from './imports-store';
import { dryRun, reviewOf } from './review';
import { FORBIDDEN_MESSAGE } from '../../plugins/auth';
import { scopeOf } from '../../plugins/branch-scope';
import { importBatches } from './run-batch';
import { importUndoing } from './undo-import';

/**
 * docs/product/import.md §24, the calls of §7: upload a sheet, review it, create its missing plans, run
 * it in batches, see where it stands, download its errors, undo it.
 */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const batches = importBatches(app.db);
  const undoing = importUndoing(app.db);

  // The file's own bytes, for the upload alone (this plugin's scope): the server reads the sheet.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );
  // A sheet's update rows may name any member of the chain: an account limited to some branches
  // does not import (docs/product/branches.md §26), lest a row reach another branch's member.
  app.addHook('preHandler', async (request) => {
    if (scopeOf(request).allowed !== null) throw new HttpError(403, FORBIDDEN_MESSAGE);
  });

  // Past the route's bodyLimit, Fastify refuses before any handler runs: the import's own words.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
    throw error;
  });

  /** What the upload and a new header row answer: the sheet as read and the columns guessed. */
  const uploaded = (
    record: Pick<ImportRecord, 'id' | 'file_name' | 'branch_id'>,
    sheet: FramedSheet,
  ) => {
    const width = sheet.columns.length;
    return {
      status: 'success' as const,
      import_id: record.id,
      file_name: record.file_name,
      header_row: sheet.headerRow,
      branch_id: record.branch_id!,
      rows: sheet.rows.length,
      columns: sheet.columns,
      sample: sheet.rows
        .slice(0, IMPORT_LIMITS.sampleRows)
        .map((cells) => Array.from({ length: width }, (_, i) => cells[i] ?? '')),
      mapping: guessMapping(sheet.columns),
    };
  };

  app.post(
    '/imports',
    {
      bodyLimit: IMPORT_LIMITS.maxBytes,
      config: {
        example: {
          queries: ['?file_name=walk.csv'],
          raw: {
            text: 'Name,Phone,Plan,Location\r\nWalk Member,9700000001,Monthly,Pune\r\n',
            type: 'application/octet-stream',
          },
        },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.edit',
        records: 'members.import_uploaded',
      },
      schema: { querystring: ImportUploadQuery, response: { 201: ImportUploaded } },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
      const sheet = await readFramedSheet(request.body);
      const { file_name, branch_id } = request.query;
      const stored = await transaction(app.db, async (trx) => {
        const branch = await branchOfNew(trx, branch_id, scopeOf(request));
        const id = await storeSheet(trx, actorOf(request), file_name, sheet, branch);
        return { id, file_name, branch_id: branch };
      });
      return reply.code(201).send(uploaded(stored, sheet));
    },
  );

  app.get(
    '/imports',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'members.edit' },
      schema: { querystring: ImportsQuery, response: { 200: ImportsPage } },
    },
    (request) =>
      importsPage(app.db, {
        page: request.query.page ?? 1,
        pageSize: request.query.page_size ?? DEFAULT_PAGE_SIZE,
      }),
  );

  app.post(
    '/imports/:id/header',
    {
      config: {
        example: { json: { header_row: 1 } },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.edit',
        records: {
          nothing:
            'Reads the sheet its upload stored again with another header row (docs/product/import.md §24): the upload recorded it, the run records what it does.',
        },
      },
      schema: { params: ImportParams, body: HeaderBody, response: { 200: ImportUploaded } },
    },
    async (request) =>
      transaction(app.db, async (trx) => {
        const record = await importRecord(trx, request.params.id, true);
        refuseOnceRun(record);
        const sheet = framedSheet(await sheetLines(trx, record), request.body.header_row);
        await reframeSheet(trx, record.id, sheet);
        const branch = record.branch_id ?? (await branchOfNew(trx, undefined, scopeOf(request)));
        return uploaded({ ...record, branch_id: branch }, sheet);
      }),
  );

  app.post(
    '/imports/:id/review',
    {
      config: {
        example: { json: { mapping: { name: 0, phone: 1, plan: 2, location: 3 } } },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.edit',
        records: {
          nothing:
            'A dry run (docs/product/import.md §24): it keeps only the column mapping the run will read; the upload before it and the run after it record.',
        },
      },
      schema: { params: ImportParams, body: ReviewBody, response: { 200: ImportReview } },
    },
    async (request) => {
      const record = await importRecord(app.db, request.params.id);
      refuseOnceRun(record);
      const mapping = checkedMapping(record, request.body.mapping);
      const otherBranches = request.body.other_branches ?? false;
      const sharedPhones = request.body.shared_phones ?? false;
      const review = reviewOf(
        await dryRun(
          app.db,
          mapping,
          await sheetRows(app.db, record.id),
          importBranch(record, scopeOf(request).active),
          { otherBranches, sharedPhones },
        ),
      );
      // The one thing a dry run keeps: how the run will read the rows (the mapping, whether other
      // branches' members are updated, whether taken phones under another name are shared).
      await transaction(app.db, (trx) =>
        trx
          .updateTable('imports')
          .set({
            mapping: JSON.stringify(mapping),
            other_branches: otherBranches ? 1 : 0,
            shared_phones: sharedPhones ? 1 : 0,
            state: 'reviewed',
          })
          .where('id', '=', record.id)
          .where('state', 'in', ['uploaded', 'reviewed'])
          .execute(),
      );
      return review;
    },
  );

  app.post(
    '/imports/:id/plans',
    {
      config: {
        example: { json: { plans: [{ name: 'Example Import Plan', duration_days: 30 }] } },
        audience: 'staff',
        scope: 'chain',
        permission: 'plans.edit',
        records: 'plan.added',
      },
      schema: {
        params: ImportParams,
        body: MissingPlansBody,
        response: { 201: MissingPlansCreated },
      },
    },
    async (request, reply) => {
      refuseOnceRun(await importRecord(app.db, request.params.id));
      const actor = actorOf(request);
      const { plans } = request.body;
      await transaction(app.db, async (trx) => {
        for (const plan of plans) await addPlan(trx, actor, { ...plan, price: null });
      });
      return reply.code(201).send({
        status: 'success',
        message: plans.length === 1 ? 'Created 1 plan.' : `Created ${plans.length} plans.`,
        created: plans.length,
      });
    },
  );

  app.post(
    '/imports/:id/run',
    {
      config: {
        example: { json: { from: 0 } },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.edit',
        records: ['members.imported', 'member.added', 'member.edited', 'payment.received'],
      },
      schema: { params: ImportParams, body: RunBody, response: { 200: ImportProgress } },
    },
    (request) =>
      batches.run(actorOf(request), request.params.id, request.body.from, scopeOf(request), {
        otherBranches: request.body.other_branches ?? false,
        sharedPhones: request.body.shared_phones ?? false,
      }),
  );

  app.get(
    '/imports/:id',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'members.edit',
        readsById: 'import',
      },
      schema: { params: ImportParams, response: { 200: ImportStatus } },
    },
    (request) => importStatus(app.db, request.params.id),
  );

  app.get(
    '/imports/:id/errors',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'members.edit',
        readsById: 'import',
      },
      schema: { params: ImportParams },
    },
    async (request, reply) => {
      const { csv, fileName } = await errorsCsv(app.db, request.params.id, scopeOf(request).active);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename=${fileName}`)
        .send(csv);
    },
  );

  app.post(
    '/imports/:id/undo',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'members.edit',
        records: ['members.import_undone', 'member.edited'],
      },
      schema: { params: ImportParams, response: { 200: ImportUndone } },
    },
    (request) => undoing.undo(actorOf(request), request.params.id),
  );
};

export default fp(importRoutes, { name: 'import-routes', encapsulate: true });
