import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { holdApiLock } from '../../db/backup/api-lock';
import { backupFile, backupFolder, latestBackup } from '../../db/backup/backup-files';
import { startDailyBackups, type DailyBackupsOptions } from '../../db/backup/daily-backups';
import { backUp } from '../../db/backup/online-backup';
import { transaction } from '../../db/transaction';
import { actorOf, recordActivity } from '../../domain/activity';
import { notFound } from '../../lib/http-errors';
import { BACKUP_MESSAGES, BackupMade, BackupsReply } from '../../schemas';

export interface BackupRoutesOptions {
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
  /** The daily backups' timing (daily-backups.ts); tests shorten it. */
  schedule?: Pick<DailyBackupsOptions, 'everyMs' | 'firstAfterMs' | 'now'>;
}

/**
 * docs/product/settings-and-search.md §18: the SQLite database's backups, made daily by this process into
 * DATA_DIR/backups (and by `pnpm db:backup`); Owners see the newest and download it: a backup is
 * the whole database, so `backups.download` needs `team.manage` and `money.view` and is used only
 * at every branch (schemas/permissions.ts). On
 * PostgreSQL the provider keeps the backups, and these routes say so.
 */
const backupRoutes: FastifyPluginAsyncTypebox<BackupRoutesOptions> = async (app, options) => {
  const { dataDir, dialect } = options;
  const folder = backupFolder(dataDir);
  if (dialect === 'sqlite') {
    const releaseLock = holdApiLock(dataDir);
    const daily = startDailyBackups({ dataDir, log: app.log, ...options.schedule });
    app.decorate('backups', daily);
    app.addHook('onClose', async () => {
      await daily.stop();
      releaseLock();
    });
  }

  app.get(
    '/backups',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'backups.download' },
      schema: { response: { 200: BackupsReply } },
    },
    async () => {
      const latest = dialect === 'sqlite' ? latestBackup(folder) : null;
      return {
        status: 'success' as const,
        database: dialect,
        latest: latest && { file: latest.file, created_at: latest.created_at, size: latest.size },
      };
    },
  );

  // On PostgreSQL Spotter makes no backups (the provider does): there, no such route.
  if (dialect === 'sqlite') {
    // One backup at a time from this process: two clicks in the same second would name the same file.
    let making: Promise<unknown> = Promise.resolve();
    const backUpNow = () => {
      const made = making.then(() => backUp(dataDir));
      making = made.catch(() => undefined);
      return made;
    };

    app.post(
      '/backups/now',
      {
        config: {
          audience: 'staff',
          scope: 'branch',
          permission: 'backups.download',
          records: 'backup.made',
        },
        schema: { response: { 201: BackupMade } },
      },
      async (request, reply) => {
        const made = await backUpNow();
        const latest = backupFile(folder, path.basename(made.path))!;
        await transaction(app.db, (trx) =>
          recordActivity(trx, actorOf(request), {
            action: 'backup.made',
            label: latest.file,
            data: { file: latest.file, size: latest.size },
          }),
        );
        return reply.code(201).send({
          status: 'success' as const,
          message: BACKUP_MESSAGES.made,
          latest: { file: latest.file, created_at: latest.created_at, size: latest.size },
        });
      },
    );
  }

  app.get(
    '/backups/download',
    { config: { audience: 'staff', scope: 'branch', permission: 'backups.download' } },
    async (_request, reply) => {
      if (dialect === 'postgres') throw notFound(BACKUP_MESSAGES.postgres);
      const latest = latestBackup(folder);
      if (!latest) throw notFound(BACKUP_MESSAGES.none);
      // Opened before answering: retention may delete the file meanwhile, the open copy stays whole.
      const stream = fs.createReadStream(latest.path);
      await new Promise((resolve, reject) => stream.once('open', resolve).once('error', reject));
      return reply
        .header('Content-Type', 'application/vnd.sqlite3')
        .header('Content-Length', latest.size)
        .header('Content-Disposition', `attachment; filename=${latest.file}`)
        .send(stream);
    },
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    /** SQLite only: the daily backups (tests run a look at once with `checkNow`). */
    backups?: ReturnType<typeof startDailyBackups>;
  }
}

// Not encapsulated: the app itself carries `backups` (tests reach the schedule through it).
export default fp(backupRoutes, { name: 'backups' });
