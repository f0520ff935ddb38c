import path from 'node:path';

export interface Config {
  port: number;
  /** The address the API listens on: loopback unless a deployment needs more. */
  host: string;
  /** Which peers may tell the client's address in X-Forwarded-For (Fastify's `trustProxy`). */
  trustProxy: string | false;
  /** Origins whose pages may send state-changing requests (login included). */
  allowedOrigins: string[];
  /** Whole request (headers and body) must arrive within this many ms. */
  requestTimeoutMs: number;
  /** Request headers must arrive within this many ms. */
  headersTimeoutMs: number;
  /** A connection silent for this many ms is closed. */
  connectionTimeoutMs: number;
  dataDir: string;
  /**
   * `postgres://…`: the API keeps everything in that PostgreSQL database, so any number of
   * instances can share it. Unset: an embedded SQLite file in `dataDir` (one instance).
   */
  databaseUrl: string | undefined;
  /** Connections each instance keeps open to PostgreSQL at most. */
  databasePoolSize: number;
  adminUsername: string;
  adminPassword: string;
  /** Failed logins allowed per client address and account per minute. */
  loginRateLimit: number;
  /** Failed logins per client address per minute, whatever the account, past which its logins are slowed. */
  loginAddressLimit: number;
  /** How long each login from an address past loginAddressLimit waits before its password is checked. */
  loginAddressDelayMs: number;
  cookieSecure: boolean;
  sessionDays: number;
  logLevel: string;
  /** Printed at the top of invoices. */
  gymName: string;
  /** How often each instance brings the reminder tasks up to date; 0 (tests only) never. */
  reminderJobEveryMs: number;
  /**
   * The key sealing the secrets stored in the database (lib/secrets.ts), base64; unset: the
   * file `DATA_DIR/secrets.key`, made on the first start. Several instances must share one.
   */
  secretsKey: string | undefined;
  /**
   * Whether a write plans the members it changed, last in its own transaction
   * (plugins/plan-reminders.ts): always, but in the tests of the planner itself, which plan by hand.
   */
  planRemindersAfterWrites: boolean;
}

const DEFAULT_ADMIN = 'admin';

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function origins(value: string | undefined, fallback: string): string[] {
  return (value || fallback)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
      if (origin === 'null')
        throw new Error(
          `ALLOWED_ORIGINS must list origins such as http://localhost:3000, got "${entry}"`,
        );
      return origin;
    });
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value))
    throw new Error(
      'DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)',
    );
  return value;
}

/** DATA_DIR, absolute: where the SQLite database, its backups, the API's lock and the secrets' key are. */
export const dataDirFrom = (env: NodeJS.ProcessEnv) => path.resolve(env.DATA_DIR || 'data');

/**
 * Reads the environment once. The built-in admin/admin account is a local convenience only:
 * it is refused when NODE_ENV=production.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  warn: (msg: string) => void = console.warn,
): Config {
  const production = env.NODE_ENV === 'production';
  const adminUsername = env.ADMIN_USERNAME || DEFAULT_ADMIN;
  const adminPassword = env.ADMIN_PASSWORD || DEFAULT_ADMIN;
  if (!env.ADMIN_USERNAME || !env.ADMIN_PASSWORD) {
    if (production)
      throw new Error('ADMIN_USERNAME and ADMIN_PASSWORD must be set when NODE_ENV=production');
    warn(
      `ADMIN_USERNAME/ADMIN_PASSWORD not set: the first admin is "${adminUsername}" with the default password. Local use only.`,
    );
  }
  return {
    port: integer(env.PORT, 4000, 'PORT'),
    host: env.API_HOST || 'localhost',
    trustProxy: env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY || 'loopback',
    allowedOrigins: origins(env.ALLOWED_ORIGINS, 'http://localhost:3000'),
    requestTimeoutMs: integer(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS'),
    headersTimeoutMs: integer(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS'),
    connectionTimeoutMs: integer(env.CONNECTION_TIMEOUT_MS, 60_000, 'CONNECTION_TIMEOUT_MS'),
    dataDir: dataDirFrom(env),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databasePoolSize: integer(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    adminUsername,
    adminPassword,
    loginRateLimit: integer(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
    loginAddressLimit: integer(env.LOGIN_ADDRESS_LIMIT, 100, 'LOGIN_ADDRESS_LIMIT'),
    loginAddressDelayMs: integer(env.LOGIN_ADDRESS_DELAY_MS, 1000, 'LOGIN_ADDRESS_DELAY_MS'),
    cookieSecure: env.COOKIE_SECURE === 'true' || (production && env.COOKIE_SECURE !== 'false'),
    sessionDays: integer(env.SESSION_DAYS, 7, 'SESSION_DAYS'),
    logLevel: env.LOG_LEVEL || 'info',
    gymName: env.GYM_NAME?.trim() || 'Spotter',
    reminderJobEveryMs: integer(env.REMINDER_JOB_EVERY_MS, 5 * 60_000, 'REMINDER_JOB_EVERY_MS'),
    secretsKey: env.SECRETS_KEY || undefined,
    planRemindersAfterWrites: true,
  };
}
