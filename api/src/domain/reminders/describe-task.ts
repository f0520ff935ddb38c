import {
  ENQUIRY_FOLLOW_UP,
  ENQUIRY_FOLLOW_UP_MESSAGES,
  fillTemplate,
  upiPayLink,
  type ReminderKind,
} from '../../schemas/reminders';
import { daysBetween, dayInWords } from '../dates';
import { phoneKey } from '../import/phone-key';
import { dueOf, rupees } from '../money';

/** What a task's words are made of: its member as they are now. */
export interface TaskMember {
  name: string;
  phone: string;
  plan_name: string;
  expire_date: string;
  period_start: string;
  total_fee: number;
  paid_amount: number;
}

/** The gym's side of a message: its name, its UPI ID ('' for none), and the day it is. */
export interface TaskContext {
  gymName: string;
  upiId: string;
  today: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function expiryReason(expiry: string, today: string) {
  const days = daysBetween(today, expiry);
  if (days > 1) return `Expires in ${days} days`;
  if (days === 1) return 'Expires tomorrow';
  if (days === 0) return 'Expires today';
  if (days === -1) return 'Expired yesterday';
  return `Expired ${-days} days ago`;
}

/**
 * Why the task is in the queue, in the queue's and the bell's words (docs/product/reminders.md §25):
 * "Expires in 3 days", "Owes ₹2,500 for 12 days", "Promise broken: promised 20 Nov 2026".
 */
export function taskReason(
  task: { kind: ReminderKind; basis: string },
  member: TaskMember,
  today: string,
): string {
  const due = rupees(dueOf(member.total_fee, member.paid_amount));
  if (task.kind === 'expiry') return expiryReason(member.expire_date, today);
  if (task.kind === 'promise') return `Promise broken: promised ${dayInWords(task.basis)}`;
  const days = Math.max(daysBetween(member.period_start, today), 0);
  return days === 0 ? `Owes ${due}` : `Owes ${due} for ${plural(days, 'day', 'days')}`;
}

/**
 * The number wa.me opens a chat with: international digits without `+`. An Indian mobile
 * number typed bare, with a trunk 0 or with 91 gets 91; one typed with `+` keeps its country code.
 * Null when the phone cannot be a WhatsApp number.
 */
export function whatsAppNumber(phone: string): string | null {
  const key = phoneKey(phone);
  if (key === null) return null;
  if (key.length === 10 && /^[6-9]/.test(key)) return `91${key}`;
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+') && digits.length >= 8) return digits;
  return key.length >= 8 ? key : null;
}

/** The WhatsApp chat with `phone`, `message` typed in (null for no WhatsApp number), and the call. */
function contactLinks(phone: string, message: string) {
  const number = whatsAppNumber(phone);
  return {
    whatsapp_url: number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null,
    tel_url: `tel:${phone.replace(/[\s().-]/g, '')}`,
  };
}

/**
 * Why an enquiry's task is in the queue (docs/product/reminders.md §25): "Enquiry follow-up" on its
 * day, "Enquiry follow-up since 12 Mar 2026" after it, "Enquiry follow-up on 14 Mar 2026" before.
 */
export function enquiryReason(dueOn: string, today: string): string {
  if (dueOn === today) return ENQUIRY_FOLLOW_UP;
  return `${ENQUIRY_FOLLOW_UP} ${dueOn < today ? 'since' : 'on'} ${dayInWords(dueOn)}`;
}

/** What an enquiry's task is made of: the enquiry as it is now. */
export interface TaskEnquiryWords {
  name: string;
  phone: string;
  /** The plan asked about; null for none. */
  plan_name: string | null;
}

/** An enquiry's task: its reason, its message (the gym's thanks, and the plan asked about), its links. */
export function describeEnquiryTask(
  task: { due_on: string },
  enquiry: TaskEnquiryWords,
  { gymName, today }: TaskContext,
) {
  const message = fillTemplate(
    enquiry.plan_name
      ? ENQUIRY_FOLLOW_UP_MESSAGES.withPlan
      : ENQUIRY_FOLLOW_UP_MESSAGES.withoutPlan,
    { name: enquiry.name, plan: enquiry.plan_name ?? '', gym: gymName },
  );
  return {
    reason: enquiryReason(task.due_on, today),
    message,
    ...contactLinks(enquiry.phone, message),
  };
}

/** The task's reason, its filled-in message, and the links the queue's row actions open. */
export function describeTask(
  task: { kind: ReminderKind; basis: string },
  member: TaskMember,
  template: string,
  { gymName, upiId, today }: TaskContext,
) {
  const due = dueOf(member.total_fee, member.paid_amount);
  const payLink =
    upiId && due > 0
      ? upiPayLink({ upiId, payee: gymName, amount: due, note: `${gymName} membership dues` })
      : '';
  const message = fillTemplate(template, {
    name: member.name,
    plan: member.plan_name,
    expiry: dayInWords(member.expire_date),
    due: rupees(due),
    gym: gymName,
    pay_link: payLink,
  });
  return {
    reason: taskReason(task, member, today),
    message,
    ...contactLinks(member.phone, message),
  };
}

/**
 * A class task's `basis` when it tells a member their class is cancelled (the session was cancelled,
 * and their booking or waitlist place with it); a promotion's basis is the session's day.
 */
export const CLASS_CANCELLED_BASIS = 'class_cancelled';

/** What a class task is made of: the member and the session they were booked into. */
export interface TaskClassWords {
  name: string;
  phone: string;
  class_name: string;
  /** The session's day and time on the gym's clock. */
  day: string;
  time: string;
  /** The task's basis: `CLASS_CANCELLED_BASIS` for a cancelled session, else a promotion. */
  basis: string;
}

/**
 * Why a class task is in the queue: "Booked from the waitlist: Yoga, 7 Dec 2026 at 07:00", or
 * "Class cancelled: Yoga, 7 Dec 2026 at 07:00".
 */
export const classReason = ({ class_name, day, time, basis }: TaskClassWords) =>
  `${basis === CLASS_CANCELLED_BASIS ? 'Class cancelled' : 'Booked from the waitlist'}: ${class_name}, ${dayInWords(day)} at ${time}`;

/**
 * A class task (docs/product/classes.md): a member booked from a waitlist, or one whose class was
 * cancelled, whom the desk tells on WhatsApp. No rule makes it, so its message is not one of the
 * settings' templates.
 */
export function describeClassTask(words: TaskClassWords, { gymName }: TaskContext) {
  const when = `${words.class_name} on ${dayInWords(words.day)} at ${words.time}`;
  const message =
    words.basis === CLASS_CANCELLED_BASIS
      ? `Hi ${words.name}, sorry: ${when} at ${gymName} is cancelled, and your place with it. We hope to see you at another class soon!`
      : `Hi ${words.name}, a place opened up in ${when} at ${gymName}, and you are booked. See you there!`;
  return { reason: classReason(words), message, ...contactLinks(words.phone, message) };
}
