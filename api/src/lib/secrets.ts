import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Secrets Spotter keeps only to send them on (the SMTP password, docs/security.md) are stored
 * sealed with AES-256-GCM under a key kept outside the database: `SECRETS_KEY` (32 bytes,
 * base64), else the file `DATA_DIR/secrets.key`, written on the first start. A copy of the
 * database or a backup alone does not reveal them.
 */

/** The key file's name in DATA_DIR, beside (never inside) the database and its backups. */
export const SECRETS_KEY_FILE = 'secrets.key';

/** What a sealed value starts with: anything else stored is a clear value from before sealing. */
const SEALED = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The message of a sealed value this key cannot open (another machine's key, or none). */
export const UNREADABLE_SECRET = 'sealed with another key';

export interface Secrets {
  /** `clear` sealed ('' stays '': nothing is set). */
  seal(clear: string): string;
  /** The clear value of `stored` (a clear value from before sealing is answered as it is). */
  open(stored: string): string;
  /** Whether `stored` is sealed already. */
  isSealed(stored: string): boolean;
}

function keyFrom(text: string, where: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32)
    throw new Error(`${where} must hold 32 bytes in base64 (openssl rand -base64 32)`);
  return key;
}

/**
 * The key: `SECRETS_KEY` when set; else DATA_DIR's key file, created (readable by its owner
 * only) when there is none. Of two processes creating it at once (two instances' first start),
 * one key wins and both read it whole: each writes its key under a name of its own, then links it
 * into place, which fails for the second (an exclusive create would let the second read the file
 * while the first was still writing it, empty). A file system without hard links falls back to
 * the exclusive create.
 */
export function loadSecretsKey(dataDir: string, secretsKey: string | undefined): Buffer {
  if (secretsKey) return keyFrom(secretsKey, 'SECRETS_KEY');
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    const key = `${randomBytes(32).toString('base64')}\n`;
    const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    fs.writeFileSync(draft, key, { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code !== 'EEXIST') createOnce(file, key, code);
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return keyFrom(fs.readFileSync(file, 'utf8'), file);
}

/** The key file written in place, unless it exists; `linkError`: why a link would not do. */
function createOnce(file: string, key: string, linkError: string | undefined) {
  if (linkError !== 'EPERM' && linkError !== 'ENOTSUP' && linkError !== 'EXDEV')
    throw new Error(`Could not create ${file} (${linkError})`);
  try {
    fs.writeFileSync(file, key, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Seals and opens secrets with `key` (AES-256-GCM, a random IV each time). */
export function secretsWith(key: Buffer): Secrets {
  const isSealed = (stored: string) => stored.startsWith(SEALED);
  return {
    isSealed,
    seal(clear) {
      if (clear === '') return '';
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const bytes = Buffer.from(stored.slice(SEALED.length), 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new Error(UNREADABLE_SECRET);
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the stored secrets with this installation's key (app.ts). */
    secrets: Secrets;
  }
}
