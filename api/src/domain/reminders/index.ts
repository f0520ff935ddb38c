export { catchUpReminders, planMarkedBeforeCommit } from './catch-up';
export {
  describeTask,
  taskReason,
  whatsAppNumber,
  type TaskContext,
  type TaskMember,
} from './describe-task';
export { REMINDER_JOB_EVERY_MS, startReminderJob, type ReminderJobOptions } from './job';
export { planReminders } from './plan';
