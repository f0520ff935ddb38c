import type { SharedMigration } from '../shared-migration';

/**
 * An enquiry's Source (how the prospect found the gym, one of a fixed list of keys) and its Follow
 * up on day, both optional (docs/product/enquiries.md §17). The keys are written out here, not
 * read from the contract, so that this step means the same whatever the list becomes.
 */
export const up: SharedMigration = ({ schema, sql, text }) => [
  schema
    .alterTable('enquiries')
    .addColumn('source', text, (column) =>
      column.check(
        sql`source IN ('walk_in', 'phone_call', 'whatsapp', 'instagram', 'facebook', 'google', 'referral', 'other')`,
      ),
    ),
  schema.alterTable('enquiries').addColumn('follow_up_on', text),
];
