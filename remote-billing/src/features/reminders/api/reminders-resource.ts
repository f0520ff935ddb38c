import {
  defineResource,
  isReadOf,
  paths,
  pathTo,
  type Page,
  type ReminderTask,
} from '@spotter/shared';

/** The follow-up queue (docs/product/reminders.md §25), one tab at a time (`?tab=`), always paged. */
export const remindersResource = defineResource({
  list: paths.reminders.queue,
  plain: (page: Page<ReminderTask>) => page.data,
  rowId: (task) => task.id,
});

export const COUNTS_PATH = paths.reminders.counts;
export const SETTINGS_PATH = paths.reminders.settings;
export const EMAIL_PATH = paths.reminders.email;
export const outcomePath = (taskId: number) => pathTo(paths.reminders.outcome, { id: taskId });

/**
 * Every cached read a logged contact makes stale: the queue's tabs and counts, Balance Pending
 * (a promise), the bell and the dashboard's count of due reminders, the members' contacts (every
 * member's without `memberIds`); with `enquiries`, the enquiries list and those enquiries (an
 * enquiry's follow-up moves its Follow up on and its status).
 */
export const isReminderStaleKey =
  (memberIds?: number[], enquiries: number[] = []) =>
  (key: unknown) =>
    typeof key === 'string' &&
    ((memberIds
      ? memberIds.some((id) => key === pathTo(paths.reminders.memberContacts, { id }))
      : isReadOf(key, [paths.reminders.memberContacts])) ||
      (enquiries.length > 0 &&
        (isReadOf(key, [paths.enquiries.list]) ||
          enquiries.some((id) => key === pathTo(paths.enquiries.one, { id })))) ||
      isReadOf(key, [
        paths.reminders.queue,
        paths.reminders.counts,
        paths.dues.pending,
        paths.dashboard.summary,
        paths.dashboard.notifications,
      ]));
