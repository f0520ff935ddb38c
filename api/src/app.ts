import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { startReminderJob } from './domain/reminders';
import { sealStoredSecrets } from './domain/reminders/settings';
import { loadSecretsKey, secretsWith } from './lib/secrets';
import { trustOneProxy } from './lib/trusted-proxy';
import auth from './plugins/auth';
import branchScope from './plugins/branch-scope';
import errors, { describeValidationError, frameworkError } from './plugins/errors';
import idempotency from './plugins/idempotency';
import multipartForm from './plugins/multipart-form';
import openapi from './plugins/openapi';
import routeDeclaration from './plugins/route-declaration';
import planReminders from './plugins/plan-reminders';
import sameOrigin from './plugins/same-origin';
import activityRoutes from './routes/activity';
import backupRoutes from './routes/backups';
import branchRoutes from './routes/branches';
import attendanceRoutes from './routes/attendance';
import accountRoutes from './routes/account';
import authRoutes from './routes/auth';
import enquiryRoutes from './routes/enquiries';
import classRoutes from './routes/classes';
import dashboardRoutes from './routes/dashboard';
import deletedRoutes from './routes/deleted';
import { adminsRepository } from './routes/auth/admins-repository';
import duesRoutes from './routes/dues';
import invoiceRoutes from './routes/invoices';
import importRoutes from './routes/imports';
import memberRoutes from './routes/members';
import membersExportRoutes from './routes/members/members-export';
import planRoutes from './routes/plans';
import renewalRoutes from './routes/renewals';
import reminderRoutes from './routes/reminders';
import searchRoutes from './routes/search';
import staffRoutes from './routes/staff';
import gymRoutes from './routes/gym';
import teamRoutes from './routes/team';
import undoRoutes from './routes/undo';
import { ajvInputRules } from './lib/ajv-input-rules';

type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Builds the API: plugins first, then the first admin, then one plugin per resource. */
/** Brotli quality for answers compressed as they are sent (see the compress plugin below). */
const DYNAMIC_BROTLI_QUALITY = 4;

export async function buildApp(config: Config, logger: FastifyServerOptions['logger'] = false) {
  const app = Fastify({
    logger,
    // Only the host's own proxy (on this machine unless configured) may speak for the client's
    // address; the proxy replaces whatever X-Forwarded-For the client sent.
    trustProxy: config.trustProxy === false ? false : trustOneProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Slow clients (a byte every few seconds) must not hold connections open for minutes.
    connectionTimeout: config.connectionTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      // Node checks both timeouts only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
    // ajv-formats' option type is narrower than Fastify's `Plugin<unknown>`; the call is the same.
    // No type coercion: `"0x20"`, `"Infinity"` or `[5]` would become numbers. Numbers sent as
    // text are read by the `fromText` keyword instead (schemas/common.ts). `verbose`: each error
    // names the schema of the field it is about, whose own words plugins/errors.ts then uses.
    ajv: {
      customOptions: { coerceTypes: false, allowUnionTypes: true, verbose: true },
      plugins: [addFormats as unknown as AjvPlugin, ajvInputRules as unknown as AjvPlugin],
    },
    schemaErrorFormatter: (errs, context) => new Error(describeValidationError(errs, context)),
    frameworkErrors: frameworkError,
    // Fastify gives each plugin 10 s to start by default. The reference plugin (openapi) loads the
    // reference page and collects every route's schemas: 0.4 s on a 2-core machine at a load of 7,
    // yet once more than 10 s on a starved one (cold disk cache, other processes' CPU), and the
    // start failed for it. Being slow is not being stuck: 120 s still ends a start that hangs.
    pluginTimeout: 120_000,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = await openDatabase(config, app.log);
  try {
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
    const pictures = database.pictureImport;
    if (pictures?.movedTo)
      app.log.info(
        { imported: pictures.imported, movedTo: pictures.movedTo },
        'imported the picture files into the database',
      );
    if (pictures?.missing.length)
      app.log.warn(
        { files: pictures.missing },
        'picture files that rows named were missing or not pictures',
      );

    // Before any route: the stored secrets are sealed with the key kept outside the database.
    const secrets = secretsWith(loadSecretsKey(config.dataDir, config.secretsKey));
    app.decorate('secrets', secrets);
    if (await sealStoredSecrets(app.db, secrets))
      app.log.info('sealed the SMTP password stored in clear before this version');

    await app.register(errors);
    // Answers of 1 KB and more go out brotli- or gzip-compressed when the client accepts it (lists
    // shrink about tenfold). Request bodies are never inflated: no client sends them compressed,
    // and inflating would let a small upload expand past the body limits.
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      globalDecompression: false,
      // Brotli's default quality (11) suits files compressed once at build time, not answers made per
      // request: at 4 it compresses about as well as gzip's best, many times faster (a 5.5 MB CSV
      // export: seconds at 11).
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    });
    // The API answers JSON and PDFs, never pages: nosniff, nothing may run or frame them. HSTS is
    // left to whatever terminates TLS in front of the host.
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      strictTransportSecurity: false,
    });
    await app.register(sameOrigin, { allowedOrigins: config.allowedOrigins });
    await app.register(cookie);
    await app.register(multipartForm, { maxUploadBytes: MAX_UPLOAD_BYTES });
    // The reference routes get their access from openapi's onRoute hook, before auth's checks it.
    await app.register(openapi);
    await app.register(routeDeclaration);
    await app.register(auth, {
      sessionDays: config.sessionDays,
      cookieSecure: config.cookieSecure,
    });
    await app.register(branchScope);
    await app.register(idempotency);
    if (config.planRemindersAfterWrites) await app.register(planReminders);

    if (await adminsRepository(app.db).ensure(config.adminUsername, config.adminPassword)) {
      app.log.info({ username: config.adminUsername }, 'created the first admin');
    }

    // Logins and password changes count their failures apart (lib/login-limiter.ts), under one limit.
    const attemptLimits = {
      perAccount: config.loginRateLimit,
      perAddress: config.loginAddressLimit,
      addressDelayMs: config.loginAddressDelayMs,
      windowMs: 60_000,
    };
    await app.register(authRoutes, { loginLimits: attemptLimits, gymName: config.gymName });
    await app.register(planRoutes);
    await app.register(memberRoutes);
    await app.register(membersExportRoutes);
    await app.register(importRoutes);
    await app.register(invoiceRoutes, { gymName: config.gymName });
    await app.register(duesRoutes);
    await app.register(renewalRoutes);
    await app.register(reminderRoutes, { defaultGymName: config.gymName });
    await app.register(staffRoutes);
    await app.register(enquiryRoutes);
    await app.register(classRoutes);
    await app.register(attendanceRoutes);
    await app.register(accountRoutes, { passwordLimits: attemptLimits });
    await app.register(searchRoutes);
    await app.register(dashboardRoutes);
    await app.register(teamRoutes);
    await app.register(deletedRoutes);
    await app.register(gymRoutes, { defaultName: config.gymName });
    await app.register(branchRoutes);
    await app.register(undoRoutes);
    await app.register(activityRoutes);
    await app.register(backupRoutes, { dataDir: config.dataDir, dialect: database.dialect });
    if (config.reminderJobEveryMs > 0)
      startReminderJob(app, { everyMs: config.reminderJobEveryMs });
    return app;
  } catch (error) {
    // A start that fails (a route without a permission, say) leaves no connection open.
    await database.close();
    throw error;
  }
}
