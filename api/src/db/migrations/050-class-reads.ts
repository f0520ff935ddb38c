import type { SharedMigration } from '../shared-migration';

/**
 * The classes' reads at a chain's scale (docs/product/classes.md; `pnpm bench:branches`,
 * docs/performance.md "Branches at scale"):
 * - a session's places counted and listed by their status: the week counts each session's Booked
 *   and Attended places and its waitlist, and a session's page lists its bookings. The partial
 *   indexes of 047 hold only live places, so those reads walked every booking of the chain (the
 *   week was 72× slower at 20 branches of 60 slots than at one branch of 10);
 * - a branch's sessions by their day on the gym's clock, as the week and today read them, rather
 *   than every session the branch ever had.
 */
export const up: SharedMigration = ({ schema }) => [
  schema
    .createIndex('class_bookings_by_session')
    .on('class_bookings')
    .columns(['session_id', 'status']),
  schema
    .createIndex('class_sessions_by_branch_day')
    .on('class_sessions')
    .columns(['branch_id', 'day']),
];
