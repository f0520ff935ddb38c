import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { isConnectionLost } from '../db/errors';
import { HttpError } from '../lib/http-errors';
import { DATE_RANGE, moneyMessage } from '../schemas/input-rules';
import { USERNAME_RULE } from '../schemas/team';

type SchemaContext = Parameters<
  NonNullable<import('fastify').FastifyServerOptions['schemaErrorFormatter']>
>[1];

// Wire names that read badly once humanised.
const LABELS: Record<string, string> = { q: 'The search' };

/** `duration_days` → `Duration days`: the wire name, readable. */
const humanise = (name: string) => {
  if (LABELS[name]) return LABELS[name];
  const words = name.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The field a path names: `duration_days` → "Duration days"; a field of a list's item,
 * `branch_prices.1.price` → "Price (branch prices, item 2)", the item counted from 1.
 */
function named(path: string): string {
  const item = /^(.+)\.(\d+)(?:\.([^.]+))?$/.exec(path);
  if (!item) return humanise(path);
  const [, list, index, field] = item;
  const where = `${humanise(list!).toLowerCase()}, item ${Number(index) + 1}`;
  return field ? `${humanise(field)} (${where})` : `The ${where}`;
}

/** What a field's schema says of its refusals (schemas/common.ts, `Worded`), and the bounds of a day. */
interface FieldSchema {
  title?: unknown;
  errorMessage?: unknown;
  formatMinimum?: unknown;
  formatMaximum?: unknown;
}

/**
 * The schema of the field an error is about (Ajv's `verbose` gives each error the schema that
 * holds the rule broken): for a missing field, the field's own in its object's `properties`.
 */
function fieldSchema(error: FastifySchemaValidationError): FieldSchema | undefined {
  const parent = (error as { parentSchema?: Record<string, unknown> }).parentSchema;
  if (error.keyword !== 'required') return error.instancePath ? parent : undefined;
  const properties = parent?.properties as Record<string, FieldSchema> | undefined;
  return properties?.[String(error.params.missingProperty)];
}

/** The field's own words for breaking `keyword` (`errorMessage`), if it has them. */
function ownMessage(schema: FieldSchema | undefined, keyword: string): string | undefined {
  const own = schema?.errorMessage;
  if (typeof own === 'string') return own;
  if (!own || typeof own !== 'object') return undefined;
  const words = own as Record<string, unknown>;
  const message = words[keyword] ?? words._;
  return typeof message === 'string' ? message : undefined;
}

function fieldOf(
  error: FastifySchemaValidationError,
  context: SchemaContext,
  schema: FieldSchema | undefined,
): string {
  if (typeof schema?.title === 'string') return schema.title;
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    return named(path ? `${path}.${params.missingProperty}` : params.missingProperty);
  return path ? named(path) : context;
}

/** Turns the first schema violation into a sentence an admin can act on. */
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  context: SchemaContext,
): string {
  // In a union (e.g. "null or a whole number") the branch errors say more than the union itself.
  const error =
    errors.find(
      (e) => e.keyword !== 'anyOf' && !(e.keyword === 'type' && e.params.type === 'null'),
    ) ?? errors[0];
  if (!error) return 'The request is not valid.';
  const schema = fieldSchema(error);
  const own = ownMessage(schema, error.keyword);
  if (own) return own;
  const field = fieldOf(error, context, schema);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'type':
    case 'fromText': {
      // A number-or-digits field (schemas/common.ts) reports both types: "integer,string".
      const type = String(params.type);
      if (type.startsWith('integer')) return `${field} must be a whole number`;
      if (type.startsWith('number')) return `${field} must be a number`;
      if (type.startsWith('boolean')) return `${field} must be true or false`;
      if (params.type === 'object' && field === context) return `The ${context} must be an object`;
      return `${field} must be ${params.type === 'string' ? 'text' : `of type ${type}`}`;
    }
    case 'minLength':
      return params.limit === 1
        ? `${field} is required`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'pattern':
      if (params.pattern === USERNAME_RULE.pattern) return USERNAME_RULE.message;
      return params.pattern === '\\S' ? `${field} must not be blank` : `${field} is not valid`;
    case 'format':
      if (params.format === 'line' || params.format === 'text')
        return `${field} must not contain control characters`;
      if (params.format === 'day')
        return `${field} must be a real date written YYYY-MM-DD, from ${DATE_RANGE.first} to ${DATE_RANGE.last}`;
      if (params.format === 'date') return `${field} must be a real date written YYYY-MM-DD`;
      return `${field} must be a valid ${String(params.format)}`;
    // A CalendarDay (schemas/common.ts) outside its range.
    case 'formatMinimum':
    case 'formatMaximum':
      return `${field} must be between ${String(schema?.formatMinimum)} and ${String(schema?.formatMaximum)}`;
    case 'decimals':
      return `${field} must have at most ${String(params.places)} decimals`;
    case 'rupees':
      return moneyMessage(field, Number(params.minimum));
    case 'uniqueItems':
      return `${field} must not list the same item twice`;
    // The rule's one message, whichever field broke it (schemas/input-rules.ts).
    case 'textRule':
      return error.message ?? `${field} is not valid`;
    case 'enum': {
      const values = (params.allowedValues as unknown[]).map(String);
      // A `?sort=` (SortParam): each key, or the key after '-' for descending.
      const keys = values.filter((value) => !value.startsWith('-'));
      if (keys.length * 2 === values.length && keys.every((key) => values.includes(`-${key}`)))
        return `${field} must be one of: ${keys.join(', ')}, with a '-' before it for the reverse order`;
      return `${field} must be one of: ${values.join(', ')}`;
    }
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (a path parameter
 * over `maxParamLength`, a malformed %-escape), in the same shape as every other refusal.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The address is too long.'
      : 'The address is not valid.';
  void reply.code(400).send({ status: 'failed', message });
}

/** The answer while the database cannot be reached (db/errors.ts's `isConnectionLost`). */
const DATABASE_UNAVAILABLE = 'The database is unavailable; try again in a moment.';

/**
 * The one place errors become responses: `{"status":"failed","message"}` with the error's own
 * status for client errors, a 503 while the database cannot be reached (PostgreSQL restarting or
 * failing over: a balancer's health probe takes the instance out meanwhile, and the user tries
 * again in a moment), and a generic 500 that never reveals internals.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply.code(503).send({ status: 'failed', message: DATABASE_UNAVAILABLE });
    }
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({
        status: 'failed',
        message: 'Something went wrong on the server. Please try again.',
      });
    }
    // @fastify/multipart's limits: one file per request, at most MAX_UPLOAD_BYTES.
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ status: 'failed', message: 'The file is too large.' });
    }
    if (error.code === 'FST_FILES_LIMIT') {
      return reply.code(413).send({ status: 'failed', message: 'Send one file at a time.' });
    }
    const details = error instanceof HttpError ? error.details : {};
    return reply.code(status).send({ status: 'failed', message: error.message, ...details });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      status: 'failed',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
});
