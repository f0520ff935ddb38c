import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { detectImageType } from '../lib/detect-image-type';

export interface PictureImport {
  /** Rows whose picture was imported. */
  imported: number;
  /** Files rows named that were missing or not a picture: those rows keep the name, without a picture. */
  missing: string[];
  /** Where the old folder was moved, if there was one. */
  movedTo: string | null;
}

/** A name next to `dir` that is not taken yet: `pictures.imported`, then `pictures.imported-2`… */
function asideName(dir: string) {
  for (let n = 1; ; n += 1) {
    const candidate = `${dir}.imported${n === 1 ? '' : `-${n}`}`;
    if (!fs.existsSync(candidate)) return candidate;
  }
}

/** The file's bytes, or null when it is not there (or not a file). */
function readIfThere(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return null;
    throw error;
  }
}

/**
 * Before migration 011 pictures were files under DATA_DIR/pictures, named by
 * trainers_staff.picture_file. This moves the ones a row still names into staff_pictures (their
 * version is the old random name without its extension, so cached URLs stay valid), clears those
 * names, all in one transaction, then moves the folder aside: it runs once, and the files are kept
 * for whoever wants to check them. Synchronous, like the migrations it follows.
 */
export function importPictureFiles(sqlite: BetterSqlite3.Database, dataDir: string): PictureImport {
  const dir = path.join(dataDir, 'pictures');
  if (!fs.existsSync(dir)) return { imported: 0, missing: [], movedTo: null };
  const named = sqlite
    .prepare('SELECT id, picture_file AS file FROM trainers_staff WHERE picture_file IS NOT NULL')
    .all() as { id: number; file: string }[];
  const insert = sqlite.prepare(
    'INSERT OR REPLACE INTO staff_pictures (staff_id, version, content_type, bytes) VALUES (?, ?, ?, ?)',
  );
  const clear = sqlite.prepare('UPDATE trainers_staff SET picture_file = NULL WHERE id = ?');
  const missing: string[] = [];
  let imported = 0;
  sqlite.transaction(() => {
    for (const { id, file } of named) {
      // basename: a name is never a way out of the folder.
      const bytes = readIfThere(path.join(dir, path.basename(file)));
      const type = bytes && detectImageType(bytes);
      if (!bytes || !type) {
        missing.push(file);
        continue;
      }
      insert.run(id, path.parse(file).name, type.mime, bytes);
      clear.run(id);
      imported += 1;
    }
  })();
  const movedTo = asideName(dir);
  fs.renameSync(dir, movedTo);
  return { imported, missing, movedTo };
}
