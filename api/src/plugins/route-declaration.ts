import fp from 'fastify-plugin';
import { ACTIVITY_ACTIONS, type ActivityAction } from '../domain/activity';
import { actionsTakenBack, type UndoAction } from '../domain/undo';
import type { Access } from './auth';

/**
 * A route is one declaration, next to its handler (docs/architecture.md, "A route is one
 * declaration"): Fastify's own route options, whose `config` says, beside the method, the path and
 * the schemas, who may call it and on what. The app refuses to start with a route that leaves a
 * part out, and the route walks (api/src/routes/every-route-*.test.ts) take what they send and
 * what they expect from it: no list of routes is kept anywhere else. Undo takes a write back as
 * the write's route declares (`undoable`, below).
 */

/** Who calls a route: the gym's staff (an account), its members (the members' app), or anyone. */
export type Audience = 'staff' | 'member' | 'public';

/**
 * What a route reads or writes: one branch's rows (a member, an invoice, a visit…), which an
 * account limited to other branches never reaches, or the chain itself (its plans, team, roles,
 * branches, the gym's details, the account's own settings), the same at every branch.
 */
export type RouteScope = 'branch' | 'chain';

/**
 * A request the route accepts against the walks' gym (the seeded gym and the walk's records,
 * api/src/testing/route-calls.ts), which the route walks send: with every role, without a
 * session, from another branch. Each part is optional: a GET is sent once with no query, a write
 * with no body, the URL's `:id` as record 1 and `:invoice_number` as INV-00001.
 */
export interface RouteExample {
  /** The URL's parameters, where record 1 will not do (a record deleted, an account's own). */
  params?: Record<string, string>;
  /** A GET is sent once per query (`''`: none); a write is sent with the first. */
  queries?: string[];
  /** A JSON body. */
  json?: Record<string, unknown>;
  /** A multipart form's text fields. */
  form?: Record<string, string>;
  /** A raw body and its content type: an upload. */
  raw?: { text: string; type: string };
}

/**
 * What a write leaves in the activity trail (domain/activity.ts): the action it records, or every
 * action it may record (an add member form records the member, the money received, the enquiry
 * converted); or, for a write that records nothing, why.
 */
export type RouteRecords = ActivityAction | readonly ActivityAction[] | { nothing: string };

/**
 * What the parameter of a read by id names: a member, an invoice (by id or number), a trainer or
 * staff, an enquiry or an import, each of one branch; or a plan, every branch's. The walk for
 * another branch asks for every record of the first branch through each read of its kind
 * (every-route-for-another-branch.test.ts).
 */
export const RECORD_KINDS = [
  'member',
  'invoice',
  'staff',
  'enquiry',
  'import',
  'plan',
  'class_session',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** How Undo takes back an action's record: the reversal a route declares, with that route's permission. */
export interface DeclaredUndo {
  /** `METHOD /url` of the route that declares it. */
  route: string;
  permission: Access;
  reversal: UndoAction;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Each action whose record Undo takes back (`POST /activity/undo/:id`), as the one route that
     * declares its `config.undo` says: filled as the routes are added.
     */
    undoable: ReadonlyMap<ActivityAction, DeclaredUndo>;
  }
  interface FastifyContextConfig {
    /** Every route declares it: what the calling account must hold (plugins/auth.ts). */
    permission?: Access;
    /** Every route declares it. */
    audience?: Audience;
    /** Every route declares it. */
    scope?: RouteScope;
    /** A request the walks send; a write that takes a body declares one. */
    example?: RouteExample;
    /** Every write declares it, and only a write: what it records in the trail. */
    records?: RouteRecords;
    /**
     * How Undo takes back the record of one of the actions it records: the reversal
     * (routes/undo/), run with this route's permission. One route declares it for each action
     * Undo takes back, whichever route recorded it; its answer's `activity_id` names that record.
     */
    undo?: UndoAction;
    /** Every read by id (a GET whose URL has a parameter) declares it, and no other route: what its parameter names. */
    readsById?: RecordKind;
  }
}

const AUDIENCES: readonly Audience[] = ['staff', 'member', 'public'];
const SCOPES: readonly RouteScope[] = ['branch', 'chain'];

/** The methods that write: each declares what it records. */
export const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The actions a declaration's `records` names: none for a write that records nothing (or a read). */
export const recordedActions = (records: RouteRecords | undefined): readonly ActivityAction[] =>
  records === undefined || (typeof records === 'object' && 'nothing' in records)
    ? []
    : [records as ActivityAction | readonly ActivityAction[]].flat();

const isAction = (action: unknown): action is ActivityAction =>
  typeof action === 'string' && Object.hasOwn(ACTIVITY_ACTIONS, action);

/** Whether `records` names actions of the trail, at least one, or why there are none. */
function wellFormed(records: unknown) {
  if (Array.isArray(records)) return records.length > 0 && records.every(isAction);
  if (records && typeof records === 'object')
    return (
      typeof (records as { nothing?: unknown }).nothing === 'string' &&
      (records as { nothing: string }).nothing.trim() !== ''
    );
  return isAction(records);
}

/** What is missing from a route's declaration, or wrong in it; empty when it is whole. */
export function declarationGaps(route: {
  method: string | string[];
  url: string;
  config?: {
    permission?: Access;
    audience?: Audience;
    scope?: RouteScope;
    records?: RouteRecords;
    undo?: UndoAction;
    readsById?: RecordKind;
  };
}): string[] {
  const config = route.config ?? {};
  const methods = [route.method].flat();
  const writes = methods.some((method) => WRITE_METHODS.includes(method));
  const readsById =
    methods.every((method) => method === 'GET' || method === 'HEAD') && /:\w+/.test(route.url);
  const gaps: string[] = [];
  if (!config.permission) gaps.push('config.permission');
  if (!config.audience || !AUDIENCES.includes(config.audience)) gaps.push('config.audience');
  if (!config.scope || !SCOPES.includes(config.scope)) gaps.push('config.scope');
  if (config.audience && (config.audience === 'public') !== (config.permission === 'public'))
    gaps.push("config.audience 'public' with config.permission 'public', and only then");
  if (writes && !wellFormed(config.records))
    gaps.push('config.records: the actions of domain/activity.ts it records, or { nothing: why }');
  if (!writes && config.records !== undefined)
    gaps.push('config.records on a write, and only there');
  if (
    config.undo &&
    !actionsTakenBack(config.undo).every((action) =>
      recordedActions(config.records).includes(action),
    )
  )
    gaps.push('config.undo of actions its config.records names');
  if (readsById && !(RECORD_KINDS as readonly unknown[]).includes(config.readsById))
    gaps.push('config.readsById');
  if (!readsById && config.readsById !== undefined)
    gaps.push('config.readsById on a read by id, and only there');
  return gaps;
}

export default fp(async (app) => {
  const undoable = new Map<ActivityAction, DeclaredUndo>();
  app.decorate('undoable', undoable);
  app.addHook('onRoute', (route) => {
    const key = `${String(route.method)} ${route.url}`;
    const gaps = declarationGaps(route);
    if (gaps.length)
      throw new Error(`${key} does not declare ${gaps.join(', ')} (plugins/route-declaration.ts)`);
    const { undo, permission } = route.config ?? {};
    if (!undo || !permission) return;
    for (const action of actionsTakenBack(undo)) {
      const declared = undoable.get(action);
      if (declared)
        throw new Error(
          `${key} declares how Undo takes back ${action}, which ${declared.route} declares already (plugins/route-declaration.ts)`,
        );
      undoable.set(action, { route: key, permission, reversal: undo });
    }
  });
});
