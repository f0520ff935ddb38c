import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { BranchScope } from '../plugins/branch-scope';

/**
 * A raw condition keeping the rows whose `column` names a branch the request's reads cover
 * (docs/product.md §26). A scope of every branch adds no real filter, so a one-branch gym's
 * queries are planned as before.
 */
export const inBranches = (column: string, scope: BranchScope): RawBuilder<SqlBool> =>
  scope.ids === null
    ? sql<SqlBool>`true`
    : sql<SqlBool>`${sql.ref(column)} IN (${sql.join(scope.ids.map((id) => sql.lit(id)))})`;
