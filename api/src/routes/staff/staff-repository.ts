import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { TrainersStaffTable } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { contains, type PageRequest } from '../../lib/list-query';
import { pictureVersion } from './picture-store';
import type { BloodGroup, Staff, StaffRole } from '../../schemas';

export interface StaffValues {
  name: string;
  phone: string;
  email: string;
  location: string;
  role: StaffRole;
  age: number | null;
  weight: number | null;
  blood_group: BloodGroup;
}

const COLUMNS = [
  'id',
  'name',
  'phone',
  'email',
  'location',
  'role',
  'age',
  'weight',
  'blood_group',
  'picture_file',
] as const;
type Stored = Pick<Selectable<TrainersStaffTable>, (typeof COLUMNS)[number]>;

export const NOT_FOUND_MESSAGE = 'Trainer not found';
export const picturePath = (id: number | string) => `/members/trainer_staff_picture/${id}`;

/** The row under the wire names of docs/product.md §7; the picture as an API-relative URL that changes with the file. */
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
    profile_picture: row.picture_file
      ? `${picturePath(row.id)}?v=${pictureVersion(row.picture_file)}`
      : null,
  };
}

export function staffRepository(db: Db) {
  const find = (id: number) =>
    db.selectFrom('trainers_staff').select(COLUMNS).where('id', '=', id).executeTakeFirst();

  return {
    async list() {
      const rows = await db.selectFrom('trainers_staff').select(COLUMNS).orderBy('id').execute();
      return rows.map(toStaffRow);
    },

    /** One page; `term` matches name, role, location, phone or e-mail. */
    async page({ offset, limit, term }: PageRequest) {
      const matching = db.selectFrom('trainers_staff').where((eb) =>
        term
          ? eb.or((['name', 'role', 'location', 'phone', 'email'] as const).map((c) => contains(db, eb.ref(c), term)))
          : eb.lit(true),
      );
      const [rows, { n }] = await Promise.all([
        matching.select(COLUMNS).orderBy('id').limit(limit).offset(offset).execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toStaffRow), total: n };
    },

    async get(id: number) {
      const row = await find(id);
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      return toStaffRow(row);
    },

    /** Every picture file a record names. */
    async pictureFiles() {
      const rows = await db.selectFrom('trainers_staff').select('picture_file').where('picture_file', 'is not', null).execute();
      return new Set(rows.map((row) => row.picture_file!));
    },

    async pictureFile(id: number) {
      const row = await find(id);
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      return row.picture_file;
    },

    create(values: StaffValues, pictureFile: string | null) {
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const row = await trx
          .insertInto('trainers_staff')
          .values({ ...values, picture_file: pictureFile, created_at: now, updated_at: now })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return toStaffRow(row);
      });
    },

    /** `pictureFile` undefined keeps the current picture. Answers the file it replaced, if any. */
    update(id: number, values: StaffValues, pictureFile: string | undefined) {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('trainers_staff')
          .select('picture_file')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!existing) throw notFound(NOT_FOUND_MESSAGE);
        const row = await trx
          .updateTable('trainers_staff')
          .set({
            ...values,
            ...(pictureFile === undefined ? {} : { picture_file: pictureFile }),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return {
          row: toStaffRow(row),
          replaced: pictureFile === undefined ? null : existing.picture_file,
        };
      });
    },

    /** Answers the picture file the record had, for the caller to remove once this has committed. */
    remove(id: number) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('trainers_staff')
          .where('id', '=', id)
          .returning('picture_file')
          .executeTakeFirst();
        if (!row) throw notFound(NOT_FOUND_MESSAGE);
        return row.picture_file;
      });
    },
  };
}
