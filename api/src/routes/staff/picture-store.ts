import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { imageTypeOfExtension, type ImageType } from '../../lib/detect-image-type';

/** An uploaded picture, its type recognised from its bytes. */
export interface Picture {
  bytes: Buffer;
  type: ImageType;
}

export interface OpenedPicture {
  stream: fs.ReadStream;
  size: number;
  type: ImageType;
}

/**
 * How old a file no record names must be before `sweep` removes it. A picture is written just
 * before the transaction that names it (busy_timeout: 5 s at most), so a younger file may belong
 * to a request still running, in this process or in another API instance on the same DATA_DIR.
 */
export const SWEEP_GRACE_MS = 60_000;

/** The version a picture's URL carries: its random file name without the extension. */
export const pictureVersion = (file: string) => path.parse(file).name;

/**
 * Pictures on disk under generated random names (never the client's), so a name can neither
 * collide nor climb out of the folder.
 */
export function pictureStore(dir: string, log: FastifyBaseLogger) {
  fs.mkdirSync(dir, { recursive: true });
  const pathOf = (file: string) => path.join(dir, path.basename(file));

  const remove = async (file: string | null) => {
    if (!file) return;
    try {
      await fs.promises.rm(pathOf(file), { force: true });
    } catch (error) {
      // The record is already gone or changed: a stray file must not fail the request.
      log.warn({ err: error, file }, 'could not remove a picture');
    }
  };

  return {
    remove,

    /**
     * Removes the files no record names that are older than SWEEP_GRACE_MS: those a killed process
     * left between writing a picture and committing its row, or between committing an edit or a
     * delete and removing the file it replaced. Answers the names removed.
     */
    async sweep(named: () => Promise<Set<string>>, now = Date.now()): Promise<string[]> {
      const files = await fs.promises.readdir(dir);
      const keep = await named();
      const removed: string[] = [];
      for (const file of files) {
        if (keep.has(file)) continue;
        const stat = await fs.promises.stat(pathOf(file)).catch(() => null);
        if (!stat?.isFile() || now - stat.mtimeMs < SWEEP_GRACE_MS) continue;
        await remove(file);
        removed.push(file);
      }
      return removed;
    },

    /** Saves `picture` (if any), runs `work` with its file name, and removes the file if `work` fails. */
    async withSaved<T>(
      picture: Picture | null,
      work: (file: string | null) => Promise<T>,
    ): Promise<T> {
      let file: string | null = null;
      if (picture) {
        file = `${randomBytes(16).toString('hex')}.${picture.type.extension}`;
        await fs.promises.writeFile(pathOf(file), picture.bytes, { flag: 'wx' });
      }
      try {
        return await work(file);
      } catch (error) {
        await remove(file);
        throw error;
      }
    },

    /** The stored file as a stream, or null when it is missing on disk. */
    async open(file: string): Promise<OpenedPicture | null> {
      const type = imageTypeOfExtension(path.extname(file).slice(1));
      if (!type) return null;
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(pathOf(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size, type };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
  };
}
