import type { SharedMigration } from '../shared-migration';

/**
 * Every phone stored as the one phone rule reads it (docs/product/api-input.md §21): the forms
 * stored what was typed ("+919812345678", a trainer's without its spaces), the importer the
 * digits. The rows are rewritten by this migration's step (`phonesReadOnce`,
 * db/migration-steps.ts), since only TypeScript reads a phone; no statement of its own.
 */
export const up: SharedMigration = () => [];
