/**
 * Spotter's wire contract: every request and answer of the API, defined once as TypeBox schemas.
 * The routes validate and serialise with these values; the screens import their types only
 * (`import type … from '@spotter/api/contract'`), so nothing here reaches a browser bundle.
 * Each schema and its type share a name: `Plan` is both the schema and `Static<typeof Plan>`.
 * Runtime-only helpers (SQL, the Ajv keyword plugin) live in `lib/`, outside this entry.
 */
export * from './common';
export * from './auth';
export * from './plans';
export * from './members';
export * from './staff';
export * from './enquiries';
export * from './attendance';
export * from './dues';
export * from './account';
export * from './search';
export * from './dashboard';
export * from './invoices';
export * from './permissions';
export * from './team';
export * from './gym';
export * from './branches';
export * from './activity';
export * from './deleted';
export * from './backups';
export * from './imports';
export * from './reminders';
export * from './classes';
// The input rules the screens check too (their copies in shared/src/core/input-rules.ts are typed by these).
export {
  EMAIL_RULE,
  isEmail,
  isPhone,
  MONEY_MAX,
  moneyMessage,
  PHONE_RULE,
  phoneSearched,
  readPhone,
  rupeesFromText,
} from './input-rules';
