import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { contains, memberSearch } from '../../lib/list-query';
import { SEARCH_LIMIT, type OtherHit, type Permission, type SearchResults } from '../../schemas';
import { today } from '../../domain/dates';
import { shownStatus } from '../../domain/member-status';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { inBranches } from '../../lib/branch-filter';

/**
 * The top bar's search (docs/product/settings-and-search.md §18): a few of each kind whose name holds the keyword,
 * and members by any part of their phone, typed in any form (`memberSearch`).
 * Members may number 100,000: from 3 characters their names are looked up in the trigram index
 * the members list uses, newest first, reading only the rows shown; shorter keywords walk
 * members newest first and stop at the fifth match. Trainers, staff and plans are few. Members
 * and staff are those of the request's branches (docs/product/branches.md §26); plans belong to every one.
 */
export function searchRepository(db: Db) {
  async function members(term: string, scope: BranchScope) {
    // The whole gym's five newest matches come off the index alone; one branch's are filtered first.
    const search = memberSearch(db, term);
    const byName = !search.indexed
      ? search.holds()
      : scope.ids === null
        ? sql<SqlBool>`id IN (${search.ids()} ORDER BY id DESC LIMIT ${SEARCH_LIMIT})`
        : sql<SqlBool>`id IN (${search.ids()})`;
    return db
      .selectFrom('members')
      .select(['id', 'name', 'phone', 'home_branch_id'])
      .select(shownStatus('members', today()).as('status'))
      .where(byName)
      .where(inBranches('home_branch_id', scope))
      .orderBy('id', 'desc')
      .limit(SEARCH_LIMIT)
      .execute();
  }

  const staff = (term: string, scope: BranchScope) =>
    db
      .selectFrom('trainers_staff')
      .select(['id', 'name', 'role'])
      .where((eb) => contains(db, eb.ref('name'), term))
      .where(inBranches('branch_id', scope))
      .orderBy('name')
      .orderBy('id')
      .limit(SEARCH_LIMIT)
      .execute();

  const plans = (term: string) =>
    db
      .selectFrom('plans')
      .select(['id', 'name', 'duration_days'])
      .where((eb) => contains(db, eb.ref('name'), term))
      .orderBy('name')
      .orderBy('id')
      .limit(SEARCH_LIMIT)
      .execute();

  /**
   * The kinds a section lists in a group of its own (its declaration's `search`), by the name the
   * declaration gives them, each with the permission that opens its hits. Few of each.
   */
  const more = {
    class_types: {
      permission: 'classes.manage',
      find: async (term: string): Promise<OtherHit[]> =>
        (
          await db
            .selectFrom('class_types')
            .select(['id', 'name', 'duration_minutes'])
            .where((eb) => contains(db, eb.ref('name'), term))
            .orderBy('name')
            .orderBy('id')
            .limit(SEARCH_LIMIT)
            .execute()
        ).map(({ id, name, duration_minutes }) => ({
          id,
          name,
          detail: `${duration_minutes} minutes`,
        })),
    },
  } satisfies Record<string, { permission: Permission; find(term: string): Promise<OtherHit[]> }>;

  return {
    /** `sees`: the kinds the account may see; the others answer empty (`more`: left out). */
    async find(
      q: string,
      sees: { members: boolean; staff: boolean; plans: boolean },
      scope: BranchScope = EVERY_BRANCH,
      can: (permission: Permission) => boolean = () => false,
    ): Promise<SearchResults> {
      const term = q.trim();
      const others: SearchResults['more'] = {};
      for (const [kind, { permission, find }] of Object.entries(more))
        if (can(permission)) others[kind] = await find(term);
      return {
        status: 'success',
        members: sees.members ? await members(term, scope) : [],
        staff: sees.staff ? await staff(term, scope) : [],
        plans: sees.plans ? await plans(term) : [],
        more: others,
      };
    },
  };
}
