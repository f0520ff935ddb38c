import type { SharedMigration } from '../shared-migration';

/**
 * An invoice whose due a renewal carried into the new period (docs/product/billing.md §20) names
 * that renewal's invoice: it is owed there, no longer on it. Only this column of an invoice is
 * ever written after it is issued (invoices_never_edited leaves it out).
 *
 * Invoices from before are recognised from what the invoices say: one still owing (due above 0,
 * not voided, its member still there) is carried to its member's first renewal issued after it
 * when the member's last invoice before that renewal still left something owing, which the
 * renewal then carried (it carries whatever the member owed).
 */
export const up: SharedMigration = ({ schema, sql, text, forDialect }) => [
  schema.alterTable('invoices').addColumn('carried_to', text),
  // SQLite's invoices_never_edited names the columns it guards, which this one is not among;
  // PostgreSQL's compares whole rows (016, 018), so it is told to leave this column out.
  ...forDialect({
    sqlite: [],
    postgres: [
      sql`CREATE OR REPLACE FUNCTION invoices_never_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'member_id' - 'carried_to' IS DISTINCT FROM to_jsonb(OLD) - 'member_id' - 'carried_to'
    OR NEW.member_id IS NOT NULL AND NEW.member_id IS DISTINCT FROM OLD.member_id AND NOT (
      OLD.member_id IS NULL AND EXISTS (
        SELECT 1 FROM deleted_items d
        WHERE d.kind = 'members' AND d.item_id = NEW.member_id
          AND d.payload::jsonb -> 'invoices' @> to_jsonb(NEW.id)
      )
    )
  THEN
    RAISE EXCEPTION 'an issued invoice cannot be changed';
  END IF;
  RETURN NEW;
END $$`,
    ],
  }),
  sql`UPDATE invoices SET carried_to = (
      SELECT r.invoice_number FROM invoices r
      WHERE r.member_id = invoices.member_id AND r.kind = 'renewal' AND r.id > invoices.id
      ORDER BY r.id LIMIT 1)
    WHERE due_amount > 0 AND member_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM credit_notes c WHERE c.invoice_id = invoices.id)
      AND (
        SELECT p.due_amount FROM invoices p
        WHERE p.member_id = invoices.member_id AND p.id < (
          SELECT r.id FROM invoices r
          WHERE r.member_id = invoices.member_id AND r.kind = 'renewal' AND r.id > invoices.id
          ORDER BY r.id LIMIT 1)
        ORDER BY p.id DESC LIMIT 1) > 0`,
];
