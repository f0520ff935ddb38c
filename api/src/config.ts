import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  adminUsername: string;
  adminPassword: string;
  /** Login attempts allowed per client address per minute. */
  loginRateLimit: number;
  cookieSecure: boolean;
  sessionDays: number;
  logLevel: string;
  /** Printed at the top of invoices. */
  gymName: string;
}

const DEFAULT_ADMIN = 'admin';

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/**
 * Reads the environment once. The built-in admin/admin account is a local convenience only:
 * it is refused when NODE_ENV=production.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, warn: (msg: string) => void = console.warn): Config {
  const production = env.NODE_ENV === 'production';
  const adminUsername = env.ADMIN_USERNAME || DEFAULT_ADMIN;
  const adminPassword = env.ADMIN_PASSWORD || DEFAULT_ADMIN;
  if (!env.ADMIN_USERNAME || !env.ADMIN_PASSWORD) {
    if (production) throw new Error('ADMIN_USERNAME and ADMIN_PASSWORD must be set when NODE_ENV=production');
    warn(`ADMIN_USERNAME/ADMIN_PASSWORD not set: the first admin is "${adminUsername}" with the default password. Local use only.`);
  }
  return {
    port: integer(env.PORT, 4000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    adminUsername,
    adminPassword,
    loginRateLimit: integer(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
    cookieSecure: env.COOKIE_SECURE === 'true' || (production && env.COOKIE_SECURE !== 'false'),
    sessionDays: integer(env.SESSION_DAYS, 7, 'SESSION_DAYS'),
    logLevel: env.LOG_LEVEL || 'info',
    gymName: env.GYM_NAME?.trim() || 'Spotter',
  };
}
