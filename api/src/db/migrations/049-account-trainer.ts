import type { SharedMigration } from '../shared-migration';

/**
 * An account may be a trainer's or staff member's own (docs/product/team-and-roles.md §22): its
 * record in Trainers & Staffs (`admins.staff_id`), one account per record. A Trainer marks
 * attendance in the classes they lead through it (docs/product/classes.md). Deleting the record
 * unlinks the account.
 */
export const up: SharedMigration = ({ schema, sql }) => [
  schema
    .alterTable('admins')
    .addColumn('staff_id', 'integer', (col) =>
      col.references('trainers_staff.id').onDelete('set null'),
    ),
  schema
    .createIndex('admins_one_per_staff')
    .on('admins')
    .column('staff_id')
    .unique()
    .where(sql<boolean>`staff_id IS NOT NULL`),
];
