import type { SharedMigration } from '../shared-migration';

/**
 * Shared phones (docs/product/screens.md §3, docs/product/import.md §24): a member may share a
 * phone with another member (a couple, a parent and child), said by `members.shares_phone` (1),
 * the member form's "Shares this phone with another member". Phones are unique among the members
 * that do not share theirs: the database holds it with a partial unique index, so a phone has at
 * most one member who does not share it and any number who do.
 *
 * Until now nothing but the importer kept two members off one phone, so a database may already
 * hold several on one: the first of them (the lowest id) keeps it, and every later one is marked
 * as sharing it before the index is made. An import keeps whether its review imported rows whose
 * phone is taken, under another name, as members sharing it (`imports.shared_phones`).
 */
export const up: SharedMigration = ({ schema, sql }) => [
  schema.alterTable('members').addColumn('shares_phone', 'integer', (column) =>
    column
      .notNull()
      .defaultTo(0)
      .check(sql`shares_phone IN (0, 1)`),
  ),
  sql`UPDATE members SET shares_phone = 1
    WHERE EXISTS (SELECT 1 FROM members o WHERE o.phone = members.phone AND o.id < members.id)`,
  // Also what finds every member on a phone (the lookup by a whole phone, the form's check):
  // members_phone (018) serves the sharers.
  schema
    .createIndex('members_phone_unshared')
    .on('members')
    .column('phone')
    .unique()
    .where(sql<boolean>`shares_phone = 0`),
  // 1: the review, and so the run, adds a row whose phone is taken under another name as a
  // member sharing it (docs/product/import.md §24).
  schema
    .alterTable('imports')
    .addColumn('shared_phones', 'integer', (column) => column.notNull().defaultTo(0)),
];
