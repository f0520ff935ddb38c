import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A raw condition keeping the rows whose `column` names a branch the request's reads cover
 * (docs/product/branches.md §26): a scope's `ids` (domain/branch-scope.ts), or a filter's. Every branch
 * (null) adds no real filter, so a one-branch gym's queries are planned as before; no branch at all
 * keeps no row.
 */
export const inBranches = (
  column: string,
  { ids }: { readonly ids: readonly number[] | null },
): RawBuilder<SqlBool> =>
  ids === null
    ? sql<SqlBool>`true`
    : ids.length === 0
      ? sql<SqlBool>`false`
      : sql<SqlBool>`${sql.ref(column)} IN (${sql.join(ids.map((id) => sql.lit(id)))})`;

/**
 * A raw condition on `admins` keeping the accounts seen from branches `allowed` (null: every
 * account): those that work at one of them, and those at every branch, who work at them too.
 * The team list and the trail's Person filter offer a limited account these.
 */
export const accountsSeenAt = (allowed: readonly number[] | null): RawBuilder<SqlBool> =>
  allowed === null
    ? sql<SqlBool>`true`
    : sql<SqlBool>`(${sql.ref('admins.all_branches')} = 1 OR ${sql.ref('admins.id')} IN (SELECT admin_id FROM admin_branches WHERE ${inBranches('branch_id', { ids: allowed })}))`;
