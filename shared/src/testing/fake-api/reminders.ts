import {
  CONTACT_OUTCOMES,
  DEFAULT_REMINDER_RULES,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
} from '@spotter/api/contract';
import { paths } from '@spotter/api/paths';
import type {
  ContactChannel,
  ContactOutcome,
  EmailFailure,
  Failed,
  LogOutcomeBody,
  OutcomeLogged,
  ReminderCounts,
  ReminderRule,
  ReminderSettings,
  ReminderSettingsInput,
  ReminderSettingsSaved,
  RemindersEmailed,
  ReminderTask,
  Enquiry,
} from '../../core/types';
import type { FakeAuth } from './auth';
import type { FakeContact } from './contacts';
import type { Reply } from './fetch-stub';
import type { FakeMember } from './fake-member';
import { answer, nextId, notFound, pageReply } from './paging';
import { idIn } from './route-ids';
import { fakeToday } from './today';

/** A task as the fake keeps it: the queue's row, and whether it is still open. */
export type FakeTask = ReminderTask & {
  /** The member's home branch, answered on the row (docs/product/branches.md §26). */
  home_branch_id: number;
  state: 'open' | 'done' | 'closed';
  done_at?: string;
};

/** The reminders' settings as stored: the password itself, never answered. */
export type FakeReminderSettings = Omit<ReminderSettings, 'status' | 'gym_name' | 'smtp'> & {
  smtp: Omit<ReminderSettings['smtp'], 'password_set'> & { password: string };
};

export interface FakeReminders {
  tasks: FakeTask[];
  settings: FakeReminderSettings;
  /** Every contact logged, newest last, as a member's page lists them too. */
  contacts: FakeContact[];
  /** E-mail addresses the SMTP server refuses, with its error. */
  refusedEmails: Record<string, string>;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The rules a gym starts with, numbered 1…, no UPI ID and no e-mail. */
export const defaultReminderSettings = (): FakeReminderSettings => ({
  rules: DEFAULT_REMINDER_RULES.map((rule, i) => ({ id: i + 1, ...rule })),
  upi_id: '',
  smtp: { host: '', port: null, user: '', from: '', password: '' },
});

/** An open task due today for member `id`: "Expires in 3 days" unless `overrides` say otherwise. */
export const sampleTask = (id: number, overrides: Partial<FakeTask> = {}): FakeTask => {
  const name = overrides.name ?? `Member ${String(id).padStart(2, '0')}`;
  const phone = overrides.phone ?? `98765${String(id).padStart(5, '0')}`;
  const message = overrides.message ?? `Hi ${name}, your Gold membership at Spotter ends soon.`;
  return {
    id,
    member_id: id,
    enquiry: null,
    name,
    phone,
    email: null,
    kind: 'expiry',
    due_on: fakeToday(),
    reason: 'Expires in 3 days',
    message,
    whatsapp_url: `https://wa.me/91${phone}?text=${encodeURIComponent(message)}`,
    tel_url: `tel:${phone}`,
    last_contact: null,
    home_branch_id: 1,
    state: 'open',
    ...overrides,
  };
};

/**
 * An open task due today for enquiry `id`'s follow-up: "Enquiry follow-up", with the plan asked
 * about and the note, as the queue answers it.
 */
export const sampleEnquiryTask = (
  taskId: number,
  enquiry: Pick<Enquiry, 'id' | 'name' | 'phone' | 'plan_name' | 'note'>,
  overrides: Partial<FakeTask> = {},
): FakeTask => {
  const message = `Hi ${enquiry.name}, thank you for asking about joining Spotter.`;
  return sampleTask(taskId, {
    member_id: null,
    enquiry: { id: enquiry.id, plan_name: enquiry.plan_name, note: enquiry.note },
    name: enquiry.name,
    phone: enquiry.phone,
    kind: 'enquiry',
    reason: 'Enquiry follow-up',
    message,
    whatsapp_url: `https://wa.me/91${enquiry.phone}?text=${encodeURIComponent(message)}`,
    tel_url: `tel:${enquiry.phone}`,
    ...overrides,
  });
};

const refuse = (message: string, status = 400) =>
  answer<Failed>({ status: 'failed', message }, status);

const row = ({
  state: _state,
  done_at: _doneAt,
  ...task
}: FakeTask): ReminderTask & Pick<FakeTask, 'home_branch_id'> => task;

/** Which tab an open or done task is on today, if any. */
function tabOf(task: FakeTask, today: string) {
  if (task.state === 'done') return 'done';
  if (task.state !== 'open') return undefined;
  if (task.due_on <= today) return 'due';
  return task.due_on <= addDays(today, REMINDER_LIMITS.upcomingDays) ? 'upcoming' : undefined;
}

const shownSettings = (settings: FakeReminderSettings, gymName: string) => {
  const { password, ...smtp } = settings.smtp;
  return {
    rules: settings.rules,
    upi_id: settings.upi_id,
    smtp: { ...smtp, password_set: password !== '' },
    gym_name: gymName,
  };
};

interface RemindersDb {
  auth: FakeAuth;
  members: FakeMember[];
  enquiries: Enquiry[];
  gym: { name: string };
  reminders: FakeReminders;
}

/**
 * The queue (`/reminders`, its counts, Log outcome, Send by e-mail) and its settings, as the API
 * answers them. A promise logged shows on Balance Pending; e-mails to `refusedEmails` fail.
 */
export function remindersRoutes(db: RemindersDb) {
  const state = db.reminders;

  const logContact = (task: FakeTask, channel: ContactChannel, outcome: ContactOutcome) => {
    const contact = {
      id: nextId(state.contacts),
      member_id: task.member_id,
      enquiry_id: task.enquiry?.id ?? null,
      at: new Date().toISOString(),
      admin_name: db.auth.fullName,
      channel,
      outcome,
      reason: task.reason,
      promised_on: null,
      next_follow_up: null,
      note: '',
    };
    state.contacts.push(contact);
    return contact;
  };
  const remember = (task: FakeTask, contact: FakeContact) => {
    const { member_id: _member, enquiry_id: _enquiry, ...shown } = contact;
    const sameSubject = (t: FakeTask) =>
      task.enquiry ? t.enquiry?.id === task.enquiry.id : t.member_id === task.member_id;
    for (const t of state.tasks) if (sameSubject(t)) t.last_contact = shown;
    return shown;
  };

  /**
   * An enquiry's follow-up logged (docs/product/enquiries.md §17): its Follow up on moved to the
   * next follow-up or cleared; Lost when not interested, a New one Contacted unless not answered.
   */
  const followUp = (task: FakeTask, sent: LogOutcomeBody) => {
    const enquiry = db.enquiries.find((e) => e.id === task.enquiry?.id);
    if (!enquiry) return;
    enquiry.follow_up_on = sent.next_follow_up ?? null;
    if (sent.outcome === 'not_interested') enquiry.status = 'Lost';
    else if (enquiry.status === 'New' && sent.outcome !== 'no_answer') enquiry.status = 'Contacted';
  };

  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    const today = fakeToday();
    if (method === 'GET' && pathname === paths.reminders.queue) {
      const query = new URLSearchParams(search);
      const tab = query.get('tab') ?? 'due';
      const q = (query.get('q') ?? '').trim().toLowerCase();
      const rows = state.tasks
        .filter((task) => tabOf(task, today) === tab)
        .filter((task) => !q || task.name.toLowerCase().includes(q) || task.phone.includes(q))
        .sort((a, b) =>
          tab === 'done'
            ? (b.done_at ?? '').localeCompare(a.done_at ?? '') || b.id - a.id
            : a.due_on.localeCompare(b.due_on) || a.id - b.id,
        );
      return pageReply(rows.map(row), query);
    }
    if (method === 'GET' && pathname === paths.reminders.counts) {
      const count = (tab: string) => state.tasks.filter((t) => tabOf(t, today) === tab).length;
      return answer<ReminderCounts>({
        status: 'success',
        due: count('due'),
        upcoming: count('upcoming'),
      });
    }
    if (pathname === paths.reminders.settings) {
      if (!db.auth.permissions.includes('reminders.manage'))
        return refuse('You do not have permission to do this.', 403);
      if (method === 'GET')
        return answer<ReminderSettings>({
          status: 'success',
          ...shownSettings(state.settings, db.gym.name),
        });
      if (method !== 'PUT') return undefined;
      return saveSettings(body as ReminderSettingsInput);
    }
    if (method === 'POST' && pathname === paths.reminders.email) return email(today);
    const taskId = idIn(paths.reminders.outcome, pathname);
    if (method !== 'POST' || taskId === undefined) return undefined;
    // As the API: the body's days are refused before the task is looked up.
    const sent = body as LogOutcomeBody;
    if (sent.outcome === 'promised') {
      if (!sent.promised_on) return refuse(REMINDER_MESSAGES.promiseDateRequired);
      if (sent.promised_on < today) return refuse(REMINDER_MESSAGES.promiseDatePast);
      if (sent.next_follow_up) return refuse(REMINDER_MESSAGES.followUpWithPromise);
    }
    if (sent.next_follow_up && sent.next_follow_up <= today)
      return refuse(REMINDER_MESSAGES.followUpPast);
    const task = state.tasks.find((t) => t.id === taskId);
    if (!task) return notFound(REMINDER_MESSAGES.taskNotFound);
    if (task.state !== 'open') return refuse(REMINDER_MESSAGES.taskClosed, 409);
    if (task.enquiry && sent.outcome === 'promised')
      return refuse(REMINDER_MESSAGES.enquiryPromise);
    if (task.enquiry && sent.outcome === 'not_interested' && sent.next_follow_up)
      return refuse(REMINDER_MESSAGES.followUpNotInterested);
    const contact = logContact(task, sent.channel, sent.outcome);
    Object.assign(contact, {
      promised_on: sent.promised_on ?? null,
      next_follow_up: sent.next_follow_up ?? null,
      note: sent.note?.trim() ?? '',
    });
    if (sent.next_follow_up) task.due_on = sent.next_follow_up;
    else Object.assign(task, { state: 'done', done_at: contact.at });
    if (sent.promised_on) {
      const member = db.members.find((m) => m.id === task.member_id);
      if (member) member.promise = { on: sent.promised_on, broken: false };
    }
    if (task.enquiry) followUp(task, sent);
    return answer<OutcomeLogged>({
      status: 'success',
      message: REMINDER_MESSAGES.logged(CONTACT_OUTCOMES[sent.outcome], task.name),
      contact: remember(task, contact),
    });
  };

  function email(today: string): Reply {
    if (!state.settings.smtp.host) return refuse(REMINDER_MESSAGES.noSmtp, 409);
    const due = state.tasks.filter((task) => tabOf(task, today) === 'due');
    const failed: EmailFailure[] = [];
    let sent = 0;
    // An enquiry's follow-up has no e-mail address: it stays in the queue.
    for (const task of due.filter((t) => t.email && t.member_id !== null)) {
      const error = state.refusedEmails[task.email!];
      if (error) {
        failed.push({
          task_id: task.id,
          member_id: task.member_id!,
          name: task.name,
          email: task.email!,
          error,
        });
        continue;
      }
      remember(task, logContact(task, 'email', 'sent'));
      Object.assign(task, { state: 'done', done_at: new Date().toISOString() });
      sent += 1;
    }
    return answer<RemindersEmailed>({
      status: 'success',
      message: REMINDER_MESSAGES.emailed(sent, failed.length),
      sent,
      failed,
      without_email: due.filter((t) => !t.email).length,
    });
  }

  function saveSettings(input: ReminderSettingsInput): Reply {
    const before = state.settings.rules;
    let id = nextId(before);
    const rules: ReminderRule[] = input.rules.map((rule) => {
      const kept = before.find((r) => r.kind === rule.kind && r.days === rule.days);
      return { id: kept?.id ?? id++, kind: rule.kind, days: rule.days, template: rule.template };
    });
    const { password, ...smtp } = input.smtp;
    state.settings = {
      rules,
      upi_id: input.upi_id.trim(),
      smtp: { ...smtp, password: password ?? state.settings.smtp.password },
    };
    return answer<ReminderSettingsSaved>({
      status: 'success',
      message: REMINDER_MESSAGES.saved,
      ...shownSettings(state.settings, db.gym.name),
    });
  }
}
