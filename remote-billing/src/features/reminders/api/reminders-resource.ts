import { defineResource, type Page, type ReminderTask } from '@spotter/shared';

/** The follow-up queue (docs/product/reminders.md §25), one tab at a time (`?tab=`), always paged. */
export const remindersResource = defineResource({
  list: '/reminders',
  plain: (page: Page<ReminderTask>) => page.data,
  rowId: (task) => task.id,
});

export const REMINDERS_PATH = '/reminders';
export const COUNTS_PATH = '/reminders/counts';
export const SETTINGS_PATH = '/reminders/settings';
export const EMAIL_PATH = '/reminders/email';
export const outcomePath = (taskId: number) => `/reminders/${taskId}/outcome`;

/**
 * Every cached read a logged contact makes stale: the queue's tabs and counts, Balance Pending
 * (a promise), the bell and the dashboard's count of due reminders, the members' contacts (every
 * member's without `memberIds`).
 */
export const isReminderStaleKey = (memberIds?: number[]) => (key: unknown) =>
  typeof key === 'string' &&
  ((memberIds
    ? memberIds.some((id) => key === `/members/${id}/contacts`)
    : /^\/members\/\d+\/contacts$/.test(key)) ||
    /^\/(reminders(\/counts)?|payments\/pending_members|dashboard\/(summary|notifications))(\?|$)/.test(
      key,
    ));
