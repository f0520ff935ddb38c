import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { sameIgnoringCase } from '../../db/sql-functions';
import type { Database } from '../../db/schema';
import { forUpdate, transaction } from '../../db/transaction';
import { nameKey, nameTaken } from '../../domain/name-key';
import { isBuiltInRole, mayGrant, missingNeed, rolePermissions } from '../../domain/roles';
import { endSessions } from '../../domain/sessions';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { accountsSeenAt } from '../../lib/branch-filter';
import { hashPassword } from '../../lib/passwords';
import { FORBIDDEN_MESSAGE } from '../../plugins/auth';
import type { SessionAdmin } from '../../domain/sessions';
import {
  OWNER_ROLE_ID,
  PERMISSION_LABELS,
  type AccountEdit,
  type NewAccount,
  type Role,
  type RoleInput,
  type TeamAccount,
  TEAM_LIMITS,
} from '../../schemas';
import { asActor, recordChanges } from '../../domain/activity';
import {
  actorHas,
  branchesLabel,
  branchesOfAccounts,
  givenBranches,
  saveBranches,
} from './account-branches';
import { accountChanges, accountLabel, record, roleChanges } from './team-activity';

export const LAST_OWNER_MESSAGE = 'There must be at least one active Owner.';

const forbidden = () => new HttpError(403, FORBIDDEN_MESSAGE);

type Trx = Transaction<Database>;

/**
 * The team's accounts and roles (docs/product/team-and-roles.md §22). Every write checks, inside its
 * transaction, that the acting account holds every permission of the role it hands out or of the
 * account it changes, and that an active Owner remains.
 */
export function teamRepository(db: Db) {
  const accounts = (q: Db | Trx) =>
    q
      .selectFrom('admins')
      .innerJoin('roles', 'roles.id', 'admins.role_id')
      .leftJoin('trainers_staff as record', 'record.id', 'admins.staff_id')
      .select([
        'admins.id',
        'admins.full_name',
        'admins.username',
        'admins.role_id',
        'roles.name as role',
        'admins.disabled_at',
        'admins.last_sign_in_at',
        'admins.must_choose_password',
        'admins.all_branches',
        'admins.staff_id',
        'record.name as staff_name',
      ]);

  type AccountRow = Awaited<ReturnType<ReturnType<typeof accounts>['executeTakeFirstOrThrow']>>;
  /** `limited`: the branches of the accounts not at every branch (branchesOfAccounts). */
  const shown = (row: AccountRow, limited: Map<number, number[]>): TeamAccount => ({
    id: row.id,
    full_name: row.full_name,
    username: row.username,
    role_id: row.role_id,
    role: row.role,
    status: row.disabled_at === null ? 'active' : 'disabled',
    last_sign_in_at: row.last_sign_in_at,
    temporary_password: row.must_choose_password === 1,
    branches: row.all_branches === 1 ? 'all' : (limited.get(row.id) ?? []),
    staff_id: row.staff_id,
    staff_name: row.staff_name,
  });

  /**
   * The trainer or staff record an account is given (`staff_id`, migration 049): one that exists
   * (400), and no other account's (409: one account per record; `self`, the account edited).
   */
  async function givenRecord(trx: Trx, staffId: number | null, self?: number) {
    if (staffId === null) return null;
    const found = await trx
      .selectFrom('trainers_staff')
      .select(['id', 'name'])
      .where('id', '=', staffId)
      .executeTakeFirst();
    if (!found) throw badRequest('No trainer or staff member with that id.');
    const holder = await trx
      .selectFrom('admins')
      .select(['id', 'username'])
      .where('staff_id', '=', staffId)
      .executeTakeFirst();
    if (holder && holder.id !== self)
      throw conflict(`${found.name} is already the account ${holder.username}'s record.`);
    return found.id;
  }

  /**
   * `locked`: the account a write changes, read FOR UPDATE (PostgreSQL), so that of two changes at
   * once the second sees the first's (one disable recorded, an edit's record of what it replaced).
   */
  async function account(q: Db | Trx, id: number, locked?: 'locked'): Promise<TeamAccount> {
    const query = accounts(q).where('admins.id', '=', id);
    const row = await (locked ? forUpdate(q, query, 'admins') : query).executeTakeFirst();
    if (!row) throw notFound('Account not found');
    return shown(row, await branchesOfAccounts(q, [id]));
  }

  async function roleOf(q: Db | Trx, id: number) {
    const row = await q
      .selectFrom('roles')
      .select(['id', 'name', 'permissions'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw badRequest('Please choose a role.');
    return { id: row.id, name: row.name, permissions: rolePermissions(row.id, row.permissions) };
  }

  /**
   * Locks the role's row until the transaction ends (PostgreSQL): of a deletion and a grant of the
   * same role at once, the later one then sees what the first did (the account that now has it,
   * or the role gone) instead of failing on the foreign key.
   */
  const lockRole = (trx: Trx, id: number) =>
    forUpdate(trx, trx.selectFrom('roles').select('id').where('id', '=', id)).execute();

  /** The role handed out to an account, locked (lockRole); 400 when there is none. */
  async function grantedRole(trx: Trx, id: number) {
    await lockRole(trx, id);
    return roleOf(trx, id);
  }

  /** The role to change or delete, locked (lockRole), with its accounts; 404 when there is none. */
  async function lockedRole(trx: Trx, id: number) {
    await lockRole(trx, id);
    return role(trx, id);
  }

  /**
   * The acting account may change `target` only if it holds everything the target's role holds,
   * and works at every branch the target works at.
   */
  async function mayChange(trx: Trx, actor: SessionAdmin, target: TeamAccount) {
    const role = await roleOf(trx, target.role_id);
    if (!mayGrant(actor.permissions, role.permissions) || !actorHas(actor, target.branches))
      throw forbidden();
  }

  /**
   * The acting account may change (edit, rename, delete) role `id` only if it works at every
   * branch each account holding the role works at: a role is handed to its accounts at once, so
   * changing it changes them (mayChange). Called with the role locked (lockedRole), so no grant
   * of it slips in meanwhile.
   */
  async function mayChangeRole(trx: Trx, actor: SessionAdmin, id: number) {
    if (actor.branches === null) return;
    const holders = await trx
      .selectFrom('admins')
      .select(['id', 'all_branches'])
      .where('role_id', '=', id)
      .execute();
    if (holders.length === 0) return;
    const limited = await branchesOfAccounts(
      trx,
      holders.map((holder) => holder.id),
    );
    const outside = holders.some(
      (holder) =>
        !actorHas(actor, holder.all_branches === 1 ? 'all' : (limited.get(holder.id) ?? [])),
    );
    if (outside) throw forbidden();
  }

  /**
   * Refuses when `id`, an active Owner, is the last one. The active Owners' rows are locked first
   * (PostgreSQL), so two requests demoting the last two Owners cannot both pass.
   */
  async function keepAnOwner(trx: Trx, id: number) {
    const owners = await forUpdate(
      trx,
      trx
        .selectFrom('admins')
        .select('id')
        .where('role_id', '=', OWNER_ROLE_ID)
        .where('disabled_at', 'is', null),
    ).execute();
    if (owners.some((owner) => owner.id === id) && owners.length <= 1)
      throw conflict(LAST_OWNER_MESSAGE);
  }

  const usernameTaken = async (trx: Trx, username: string) =>
    (await trx
      .selectFrom('admins')
      .select('id')
      .where(sameIgnoringCase('username', username))
      .executeTakeFirst()) !== undefined;

  function checkRoleInput(actor: SessionAdmin, input: RoleInput) {
    const lacking = missingNeed(input.permissions);
    if (lacking)
      throw badRequest(
        `“${PERMISSION_LABELS[lacking.permission]}” needs “${PERMISSION_LABELS[lacking.needs]}”.`,
      );
    if (!mayGrant(actor.permissions, input.permissions)) throw forbidden();
  }

  /**
   * The role's name as stored and its key (domain/name-key.ts, migration 022), refused when
   * another role has that key. The schema counts the name as typed; composed (NFC) a few
   * characters become two, and the column holds at most TEAM_LIMITS.roleNameMax.
   */
  async function freeRoleName(trx: Trx, input: RoleInput, except?: number) {
    const name = input.name.trim();
    if ([...name].length > TEAM_LIMITS.roleNameMax)
      throw badRequest(`Name must be at most ${TEAM_LIMITS.roleNameMax} characters`);
    const name_key = nameKey(name);
    if (await nameTaken(trx, 'roles', name_key, except))
      throw conflict('A role with that name already exists.');
    return { name, name_key };
  }

  async function role(q: Db | Trx, id: number): Promise<Role> {
    const roles = await listRoles(q, id);
    if (!roles[0]) throw notFound('Role not found');
    return roles[0];
  }

  async function listRoles(q: Db | Trx, only?: number): Promise<Role[]> {
    let query = q
      .selectFrom('roles')
      .leftJoin('admins', 'admins.role_id', 'roles.id')
      .select([
        'roles.id',
        'roles.name',
        'roles.built_in',
        'roles.permissions',
        (eb) => eb.fn.count<number | string>('admins.id').as('accounts'),
      ])
      .groupBy(['roles.id', 'roles.name', 'roles.built_in', 'roles.permissions'])
      .orderBy('roles.built_in', 'desc')
      .orderBy(sql`lower(roles.name)`)
      .orderBy('roles.id');
    if (only !== undefined) query = query.where('roles.id', '=', only);
    const rows = await query.execute();
    // Built-in roles in their fixed order (Owner first), then the custom ones by name.
    return rows
      .map((row) => ({
        id: row.id,
        name: row.name,
        built_in: row.built_in === 1,
        permissions: rolePermissions(row.id, row.permissions),
        accounts: Number(row.accounts),
      }))
      .sort((a, b) => (a.built_in && b.built_in ? a.id - b.id : 0));
  }

  return {
    /** The accounts seen from `allowed`, the acting account's branches (accountsSeenAt). */
    async list(allowed: readonly number[] | null): Promise<TeamAccount[]> {
      const rows = await accounts(db)
        .where(accountsSeenAt(allowed))
        .orderBy(sql`lower(admins.full_name)`)
        .orderBy(sql`lower(admins.username)`)
        .execute();
      const limited = await branchesOfAccounts(db);
      return rows.map((row) => shown(row, limited));
    },

    async add(actor: SessionAdmin, input: NewAccount): Promise<TeamAccount> {
      const passwordHash = await hashPassword(input.temporary_password);
      return transaction(db, async (trx) => {
        const given = await grantedRole(trx, input.role_id);
        if (!mayGrant(actor.permissions, given.permissions)) throw forbidden();
        if (await usernameTaken(trx, input.username))
          throw conflict('That username is already taken.');
        // Left out: the branches of the account adding it.
        const branches = await givenBranches(
          trx,
          actor,
          input.branches ?? (actor.branches === null ? 'all' : [...actor.branches]),
        );
        const staffId = await givenRecord(trx, input.staff_id ?? null);
        const { id } = await trx
          .insertInto('admins')
          .values({
            username: input.username,
            full_name: input.full_name.trim(),
            password_hash: passwordHash,
            role_id: given.id,
            staff_id: staffId,
            must_choose_password: 1,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (branches !== 'all') await saveBranches(trx, id, branches);
        const added = await account(trx, id);
        await record(trx, actor, {
          action: 'account.added',
          ...accountLabel(added),
          data: {
            username: added.username,
            role: added.role,
            ...(branches === 'all' ? {} : { branches: await branchesLabel(trx, branches) }),
            ...(added.staff_name === null ? {} : { staff_name: added.staff_name }),
          },
        });
        return added;
      });
    },

    async edit(actor: SessionAdmin, id: number, input: AccountEdit): Promise<TeamAccount> {
      return transaction(db, async (trx) => {
        const target = await account(trx, id, 'locked');
        await mayChange(trx, actor, target);
        if (input.role_id !== target.role_id) {
          const given = await grantedRole(trx, input.role_id);
          if (!mayGrant(actor.permissions, given.permissions)) throw forbidden();
          if (target.role_id === OWNER_ROLE_ID && target.status === 'active')
            await keepAnOwner(trx, id);
        }
        const branches =
          input.branches === undefined
            ? target.branches
            : await givenBranches(trx, actor, input.branches);
        const staffId =
          input.staff_id === undefined
            ? target.staff_id
            : await givenRecord(trx, input.staff_id, id);
        await trx
          .updateTable('admins')
          .set({ full_name: input.full_name.trim(), role_id: input.role_id, staff_id: staffId })
          .where('id', '=', id)
          .execute();
        const branchesChanged = JSON.stringify(branches) !== JSON.stringify(target.branches);
        if (branchesChanged) await saveBranches(trx, id, branches);
        const edited = await account(trx, id);
        await recordChanges(
          trx,
          asActor(actor),
          { action: 'account.edited', ...accountLabel(edited) },
          {
            ...accountChanges(target, edited),
            ...(branchesChanged
              ? {
                  branches: [
                    await branchesLabel(trx, target.branches),
                    await branchesLabel(trx, branches),
                  ],
                }
              : {}),
          },
        );
        return edited;
      });
    },

    /** Disabling ends every session of the account in the same transaction. */
    async setDisabled(actor: SessionAdmin, id: number, disabled: boolean): Promise<TeamAccount> {
      if (disabled && id === actor.id) throw conflict('You cannot disable your own account.');
      return transaction(db, async (trx) => {
        const target = await account(trx, id, 'locked');
        await mayChange(trx, actor, target);
        if ((target.status === 'disabled') === disabled) return target;
        if (disabled && target.role_id === OWNER_ROLE_ID) await keepAnOwner(trx, id);
        await trx
          .updateTable('admins')
          .set({ disabled_at: disabled ? new Date().toISOString() : null })
          .where('id', '=', id)
          .execute();
        if (disabled) await endSessions(trx, id);
        await record(trx, actor, {
          action: disabled ? 'account.disabled' : 'account.enabled',
          ...accountLabel(target),
        });
        return account(trx, id);
      });
    },

    /** A new temporary password: the account's sessions end, and it must choose its own again. */
    async resetPassword(actor: SessionAdmin, id: number, temporary: string): Promise<TeamAccount> {
      if (id === actor.id) throw conflict('To change your own password, use Settings.');
      const passwordHash = await hashPassword(temporary);
      return transaction(db, async (trx) => {
        const target = await account(trx, id, 'locked');
        await mayChange(trx, actor, target);
        await trx
          .updateTable('admins')
          .set({ password_hash: passwordHash, must_choose_password: 1 })
          .where('id', '=', id)
          .execute();
        await endSessions(trx, id);
        await record(trx, actor, { action: 'account.password_reset', ...accountLabel(target) });
        return account(trx, id);
      });
    },

    roles: () => listRoles(db),

    async addRole(actor: SessionAdmin, input: RoleInput): Promise<Role> {
      checkRoleInput(actor, input);
      return transaction(db, async (trx) => {
        const named = await freeRoleName(trx, input);
        const { id } = await trx
          .insertInto('roles')
          .values({
            ...named,
            permissions: JSON.stringify(input.permissions),
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record(trx, actor, {
          action: 'role.added',
          label: named.name,
          subjectId: id,
          data: { permissions: input.permissions },
        });
        return role(trx, id);
      });
    },

    async editRole(actor: SessionAdmin, id: number, input: RoleInput): Promise<Role> {
      if (isBuiltInRole(id)) throw conflict('The built-in roles cannot be changed.');
      checkRoleInput(actor, input);
      return transaction(db, async (trx) => {
        const before = await lockedRole(trx, id);
        if (!mayGrant(actor.permissions, before.permissions)) throw forbidden();
        await mayChangeRole(trx, actor, id);
        const named = await freeRoleName(trx, input, id);
        await trx
          .updateTable('roles')
          .set({ ...named, permissions: JSON.stringify(input.permissions) })
          .where('id', '=', id)
          .execute();
        await recordChanges(
          trx,
          asActor(actor),
          { action: 'role.edited', label: named.name, subjectId: id },
          roleChanges(before, named.name, input.permissions),
        );
        return role(trx, id);
      });
    },

    async removeRole(actor: SessionAdmin, id: number): Promise<void> {
      if (isBuiltInRole(id)) throw conflict('The built-in roles cannot be changed.');
      await transaction(db, async (trx) => {
        const before = await lockedRole(trx, id);
        if (!mayGrant(actor.permissions, before.permissions)) throw forbidden();
        await mayChangeRole(trx, actor, id);
        if (before.accounts > 0)
          throw conflict(
            `${before.accounts === 1 ? 'One account has' : `${before.accounts} accounts have`} this role: give ${before.accounts === 1 ? 'it' : 'them'} another role first.`,
          );
        await trx.deleteFrom('roles').where('id', '=', id).execute();
        await record(trx, actor, { action: 'role.deleted', label: before.name, subjectId: id });
      });
    },
  };
}
