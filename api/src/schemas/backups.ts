import { Type, type Static } from 'typebox';
import { saved, succeeded } from './common';

/** A backup of the SQLite database in DATA_DIR/backups (docs/product/settings-and-search.md §18). */
export const Backup = Type.Object({
  file: Type.String({ description: 'Its name, by the local date and time it was made' }),
  created_at: Type.String({ format: 'date-time', description: 'When the copy was finished' }),
  size: Type.Integer({ minimum: 0, description: 'Bytes' }),
});
export type Backup = Static<typeof Backup>;

/**
 * `GET /backups`: the newest backup (null before the first). On PostgreSQL Spotter makes none:
 * the database's provider keeps them (`database: 'postgres'`, `latest: null`).
 */
export const BackupsReply = succeeded({
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  latest: Type.Union([Backup, Type.Null()]),
});
export type BackupsReply = Static<typeof BackupsReply>;

/** `POST /backups/now`: the backup just made, now the newest. */
export const BackupMade = saved({ latest: Backup });
export type BackupMade = Static<typeof BackupMade>;

/** The refusals of `GET /backups/download` and `POST /backups/now`, and the latter's message. */
export const BACKUP_MESSAGES = {
  none: 'No backup has been made yet.',
  postgres: 'Backups of a PostgreSQL database are made by its provider, not by Spotter.',
  made: 'Backup made.',
} as const;
