import {
  localDay,
  type ContactChannel,
  type ContactOutcome,
  type LogOutcomeBody,
  type Validated,
} from '@spotter/shared';
import { REMINDER_MESSAGES } from '../rules';

/** Log outcome's text values (docs/product/reminders.md §25). */
export interface OutcomeValues {
  channel: string;
  outcome: string;
  promised_on: string;
  next_follow_up: string;
  note: string;
}

/** The day after `today`: the earliest follow-up. */
export const tomorrow = (today = new Date()) => {
  const next = new Date(today);
  next.setDate(next.getDate() + 1);
  return localDay(next);
};

/** WhatsApp, and the reminder sent: the desk's usual contact. */
export const initialOutcome = (): OutcomeValues => ({
  channel: 'whatsapp',
  outcome: 'sent',
  promised_on: '',
  next_follow_up: '',
  note: '',
});

/**
 * The API's rules, checked before sending: a promise needs its day, today or later, and is
 * followed up after it (no Next follow-up); a follow-up is after today. For an enquiry's
 * follow-up (`enquiry`), Not interested closes the enquiry, so it takes no Next follow-up.
 */
export function validateOutcome(
  values: OutcomeValues,
  today = localDay(),
  { enquiry = false } = {},
): Validated<OutcomeValues, LogOutcomeBody> {
  const promised = values.outcome === 'promised';
  const errors = {
    promised_on: !promised
      ? undefined
      : !values.promised_on
        ? REMINDER_MESSAGES.promiseDateRequired
        : values.promised_on < today
          ? REMINDER_MESSAGES.promiseDatePast
          : undefined,
    next_follow_up:
      promised || !values.next_follow_up
        ? undefined
        : values.next_follow_up <= today
          ? REMINDER_MESSAGES.followUpPast
          : enquiry && values.outcome === 'not_interested'
            ? REMINDER_MESSAGES.followUpNotInterested
            : undefined,
  };
  if (errors.promised_on || errors.next_follow_up) return { errors, input: null };
  const note = values.note.trim();
  return {
    errors,
    input: {
      channel: values.channel as ContactChannel,
      outcome: values.outcome as ContactOutcome,
      ...(promised ? { promised_on: values.promised_on } : {}),
      ...(!promised && values.next_follow_up ? { next_follow_up: values.next_follow_up } : {}),
      ...(note ? { note } : {}),
    },
  };
}

/**
 * "Sent on WhatsApp", offered on the way back from WhatsApp: the dialog's own first choice (How
 * WhatsApp, Outcome Sent reminder), logged without a follow-up, so the reminder is done.
 */
export const SENT_ON_WHATSAPP: LogOutcomeBody = { channel: 'whatsapp', outcome: 'sent' };
