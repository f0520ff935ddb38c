import {
  action,
  defineResource,
  paths,
  pathTo,
  shown,
  type LogOutcomeBody,
  type OutcomeLogged,
  type Page,
  type ReminderSettingsInput,
  type ReminderSettingsSaved,
  type RemindersEmailed,
  type ReminderTask,
  type StaleRead,
} from '@spotter/shared';

export const COUNTS_PATH = paths.reminders.counts;
export const SETTINGS_PATH = paths.reminders.settings;

/**
 * What a logged contact or an e-mail makes stale: the queue's tabs and counts, Balance Pending
 * (a promise), the bell and the dashboard's count of due reminders, the members' contacts (every
 * member's without `memberIds`); with `enquiries`, the enquiries list and those enquiries (an
 * enquiry's follow-up moves its Follow up on and its status).
 */
export const reminderStale = (memberIds?: number[], enquiries: number[] = []): StaleRead[] => [
  ...shown.reminders,
  paths.dues.pending,
  ...shown.figures,
  ...shown.bell,
  ...(memberIds
    ? memberIds.map((id) => pathTo(paths.reminders.memberContacts, { id }))
    : [paths.reminders.memberContacts]),
  ...(enquiries.length > 0
    ? [paths.enquiries.list, ...enquiries.map((id) => pathTo(paths.enquiries.one, { id }))]
    : []),
];

/**
 * The follow-up queue (docs/product/reminders.md §25), one tab at a time (`?tab=`), always paged;
 * a contact is logged on a task, the tasks due today are e-mailed, and the rules are saved (the
 * queue is then planned again).
 */
export const remindersResource = defineResource({
  list: paths.reminders.queue,
  plain: (page: Page<ReminderTask>) => page.data,
  rowId: (task) => task.id,
  actions: {
    logOutcome: action<ReminderTask, LogOutcomeBody, OutcomeLogged>({
      path: (task) => pathTo(paths.reminders.outcome, { id: task.id }),
      failure: 'Could not log the outcome.',
      stale: (task) =>
        task.enquiry
          ? reminderStale([], [task.enquiry.id])
          : reminderStale(task.member_id === null ? [] : [task.member_id]),
    }),
    email: action<void, undefined, RemindersEmailed>({
      path: () => paths.reminders.email,
      failure: 'E-mail failed!',
      stale: () => reminderStale(),
    }),
    saveSettings: action<void, ReminderSettingsInput, ReminderSettingsSaved>({
      path: () => SETTINGS_PATH,
      method: 'PUT',
      failure: 'Could not save reminder settings.',
      stale: () => [...shown.reminders, ...shown.bell, ...shown.figures],
    }),
  },
});
