import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { forUpdate, transaction } from '../../db/transaction';
import {
  changesBetween,
  recordActivity,
  recordChanges,
  type Actor,
  type Change,
} from '../../domain/activity';
import { branchOfNew, existingBranch } from '../../domain/branches';
import type { ImageType } from '../../lib/detect-image-type';
import { notFound } from '../../lib/http-errors';
import { covers, EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { freshId, moveToDeleted } from '../../domain/trash';
import { contains, type PageRequest } from '../../lib/list-query';
import { phoneSearched } from '../../schemas/input-rules';
import { byName, orderTerms, type SortColumns } from '../../lib/list-sort';
import type { BloodGroup, Staff, StaffRole, StaffSort } from '../../schemas';
import { inBranches } from '../../lib/branch-filter';

/** `?sort=` keys as SQL: a gym's team is small enough to sort without an index. */
const SORTS: SortColumns<StaffSort> = { user: byName('trainers_staff.name') };

/** An uploaded picture, its type recognised from its bytes. */
export interface Picture {
  bytes: Buffer;
  type: ImageType;
}

export interface StaffValues {
  name: string;
  phone: string;
  email: string;
  location: string;
  role: StaffRole;
  age: number | null;
  weight: number | null;
  blood_group: BloodGroup;
  /** Left out, a new trainer works at the first branch and an edit keeps theirs. */
  branch_id?: number;
}

/** The version of the row's picture, if it has one (never its bytes). */
const pictureVersion = (eb: ExpressionBuilder<Database, 'trainers_staff'>) =>
  eb
    .selectFrom('staff_pictures')
    .select('staff_pictures.version')
    .whereRef('staff_pictures.staff_id', '=', 'trainers_staff.id')
    .as('picture_version');

const COLUMNS = [
  'trainers_staff.id',
  'trainers_staff.name',
  'trainers_staff.phone',
  'trainers_staff.email',
  'trainers_staff.location',
  'trainers_staff.role',
  'trainers_staff.age',
  'trainers_staff.weight',
  'trainers_staff.blood_group',
  'trainers_staff.branch_id',
  pictureVersion,
] as const;
const selectStaff = (db: Db) => db.selectFrom('trainers_staff').select(COLUMNS);
type Stored = Awaited<ReturnType<ReturnType<typeof selectStaff>['executeTakeFirstOrThrow']>>;

export const NOT_FOUND_MESSAGE = 'Trainer not found';
export const picturePath = (id: number | string) => `/members/trainer_staff_picture/${id}`;

/** The row under the wire names of docs/product/calls-and-messages.md §7; the picture as an API-relative URL that changes with the picture. */
function toStaffRow(row: Stored): Staff {
  return {
    id: row.id,
    user: row.name,
    phone_number: row.phone,
    email: row.email,
    location: row.location,
    trainer_or_staff: row.role,
    age: row.age,
    weight: row.weight,
    blood_group: row.blood_group,
    profile_picture: row.picture_version ? `${picturePath(row.id)}?v=${row.picture_version}` : null,
    branch_id: row.branch_id,
  };
}

/** The form's fields (wire names) an edit's record compares; the picture is compared apart. */
const EDITED = [
  'user',
  'phone_number',
  'email',
  'location',
  'trainer_or_staff',
  'age',
  'weight',
  'blood_group',
  'branch_id',
] as const;

/**
 * A new picture as an edit's record names it: that it changed, never its bytes. Sending the
 * picture the row already has changes nothing.
 */
async function pictureChange(
  trx: Db,
  staffId: number,
  picture: Picture | null,
): Promise<Record<string, Change>> {
  if (!picture) return {};
  const current = await trx
    .selectFrom('staff_pictures')
    .select('bytes')
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  if (current && Buffer.from(current.bytes).equals(picture.bytes)) return {};
  return { picture: [current ? 'old picture' : null, 'new picture'] };
}

/** Writes `picture` as the row's picture in `trx`, replacing any it had, under a new version. */
async function savePicture(trx: Db, staffId: number, picture: Picture) {
  await trx
    .insertInto('staff_pictures')
    .values({
      staff_id: staffId,
      version: randomBytes(16).toString('hex'),
      content_type: picture.type.mime,
      bytes: picture.bytes,
    })
    // `excluded`: the bytes travel to the database once, not twice.
    .onConflict((oc) =>
      oc.column('staff_id').doUpdateSet((eb) => ({
        version: eb.ref('excluded.version'),
        content_type: eb.ref('excluded.content_type'),
        bytes: eb.ref('excluded.bytes'),
      })),
    )
    .execute();
}

/**
 * The trainers and staff of the branches a request covers, and their reads and writes by id
 * (docs/product/branches.md §26): one of a branch `scope` does not cover is not found. `scope` is the
 * request's; left out, every branch.
 */
export function staffRepository(db: Db) {
  const find = (trx: Db, id: number) =>
    selectStaff(trx).where('trainers_staff.id', '=', id).executeTakeFirst();
  /** The row when `scope` covers its branch; otherwise 404, as for an unknown row. */
  const covered = <R extends { branch_id: number }>(row: R | undefined, scope: BranchScope) => {
    if (!row || !covers(scope, row.branch_id)) throw notFound(NOT_FOUND_MESSAGE);
    return row;
  };

  return {
    async list(scope = EVERY_BRANCH) {
      const rows = await selectStaff(db)
        .where(inBranches('trainers_staff.branch_id', scope))
        .orderBy('trainers_staff.id')
        .execute();
      return rows.map(toStaffRow);
    },

    /** One page; `term` matches name, role, location, phone (typed in any form, `phoneSearched`) or e-mail. */
    async page({ offset, limit, term, sort }: PageRequest<StaffSort>, scope = EVERY_BRANCH) {
      const matching = db
        .selectFrom('trainers_staff')
        .where(inBranches('branch_id', scope))
        .where((eb) =>
          term
            ? eb.or(
                (['name', 'role', 'location', 'phone', 'email'] as const).map((c) =>
                  contains(db, eb.ref(c), c === 'phone' ? (phoneSearched(term) ?? term) : term),
                ),
              )
            : eb.lit(true),
        );
      const [rows, { n }] = await Promise.all([
        matching
          .select(COLUMNS)
          .orderBy(sort ? orderTerms(db, SORTS, sort, sql.ref('id')) : sql`id`)
          .limit(limit)
          .offset(offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toStaffRow), total: n };
    },

    async get(id: number, scope = EVERY_BRANCH) {
      return toStaffRow(covered(await find(db, id), scope));
    },

    /** The row's picture, or null when it has none; 404 for an unknown row. */
    async picture(id: number, scope = EVERY_BRANCH) {
      const row = await db
        .selectFrom('trainers_staff')
        .leftJoin('staff_pictures', 'staff_pictures.staff_id', 'trainers_staff.id')
        .select(['staff_pictures.version', 'staff_pictures.content_type', 'staff_pictures.bytes'])
        .select('trainers_staff.branch_id')
        .where('trainers_staff.id', '=', id)
        .executeTakeFirst();
      const { version, content_type, bytes } = covered(row, scope);
      return version && content_type && bytes ? { version, content_type, bytes } : null;
    },

    /**
     * The row and its picture (if any), in one transaction; at the branch it names, else the one
     * the request acts at, else the first (branchOfNew).
     */
    create(actor: Actor, values: StaffValues, picture: Picture | null, scope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        const now = new Date().toISOString();
        const branch_id = await branchOfNew(trx, values.branch_id, scope);
        const { id } = await trx
          .insertInto('trainers_staff')
          .values({
            ...(await freshId(trx, 'trainers_staff')),
            ...values,
            branch_id,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (picture) await savePicture(trx, id, picture);
        await recordActivity(trx, actor, {
          action: 'staff.added',
          label: values.name,
          subjectId: id,
          data: { role: values.role, picture: picture !== null },
        });
        return toStaffRow((await find(trx, id))!);
      });
    },

    /** `picture` null keeps the current picture; one replaces it in the same transaction. */
    update(
      actor: Actor,
      id: number,
      values: StaffValues,
      picture: Picture | null,
      scope = EVERY_BRANCH,
    ) {
      return transaction(db, async (trx) => {
        // Locked: the record's old values are the ones this edit replaces.
        const before = covered(
          await forUpdate(
            trx,
            selectStaff(trx).where('trainers_staff.id', '=', id),
            'trainers_staff',
          ).executeTakeFirst(),
          scope,
        );
        if (values.branch_id !== undefined && values.branch_id !== before.branch_id)
          await existingBranch(trx, values.branch_id, scope);
        const newPicture = await pictureChange(trx, id, picture);
        await trx
          .updateTable('trainers_staff')
          .set({ ...values, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        if (picture) await savePicture(trx, id, picture);
        const after = toStaffRow((await find(trx, id))!);
        await recordChanges(
          trx,
          actor,
          { action: 'staff.edited', label: values.name, subjectId: id },
          { ...changesBetween(toStaffRow(before), after, EDITED), ...newPicture },
        );
        return after;
      });
    },

    /** Into Deleted items with its picture; answers the record of the delete. */
    remove(actor: Actor, id: number, scope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        if (scope.ids !== null)
          covered(
            await forUpdate(
              trx,
              trx.selectFrom('trainers_staff').select('branch_id').where('id', '=', id),
            ).executeTakeFirst(),
            scope,
          );
        const activityId = await moveToDeleted(trx, actor, 'staff', id);
        if (activityId === null) throw notFound(NOT_FOUND_MESSAGE);
        return activityId;
      });
    },
  };
}
