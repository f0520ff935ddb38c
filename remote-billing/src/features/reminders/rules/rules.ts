import type {
  REMINDER_LIMITS as ApiLimits,
  REMINDER_MESSAGES as ApiMessages,
} from '@spotter/api/contract';
import { REMINDER_PLACEHOLDERS } from './template';

/*
 * The reminders' limits and refusals, as the API words them (docs/product/reminders.md §25), for
 * the Reminders screens of this section alone: copies typed by the API's own constants (see
 * shared/src/core/input-rules.ts), held to their values by `rules.test.ts`. How a contact was made
 * and what came of it are labels the members' section shows too: the kit's (shared/src/resources/contacts.ts).
 */

export const REMINDER_LIMITS: typeof ApiLimits = {
  offsetMin: -60,
  offsetMax: 60,
  everyMin: 1,
  everyMax: 90,
  expiryRulesMax: 10,
  templateMax: 1000,
  noteMax: 500,
  upiMax: 100,
  smtpHostMax: 253,
  smtpUserMax: 254,
  smtpPasswordMax: 200,
  upcomingDays: 7,
  catchUpDays: 7,
};

const L = REMINDER_LIMITS;

export const REMINDER_MESSAGES: typeof ApiMessages = {
  saved: 'Reminder settings saved.',
  offsetRange: `An expiry reminder's day must be from ${-L.offsetMin} days before to ${L.offsetMax} days after the expiry`,
  offsetTwice: 'Two expiry reminders cannot share a day',
  tooManyRules: `At most ${L.expiryRulesMax} expiry reminders`,
  everyRange: `Dues reminders repeat every ${L.everyMin} to ${L.everyMax} days`,
  oneDuesRule: 'There must be exactly one dues reminder and one promise reminder',
  templateRequired: 'Message must not be empty',
  unknownPlaceholder: (placeholder) =>
    `Unknown placeholder {${placeholder}}: use ${REMINDER_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
  upi: 'UPI ID must look like name@bank',
  smtpIncomplete: 'To send e-mail, fill in the SMTP host, port and sender',
  smtpPort: 'SMTP port must be a whole number from 1 to 65535',
  taskNotFound: 'Reminder not found',
  taskClosed: 'This reminder is no longer open.',
  promiseDateRequired: 'Promised date is required',
  promiseDatePast: 'Promised date cannot be before today',
  followUpPast: 'Next follow-up must be after today',
  followUpWithPromise: 'A promise is followed up after its date: leave Next follow-up empty',
  enquiryPromise: 'An enquiry has nothing to pay: choose another outcome',
  followUpNotInterested: 'Not interested closes the enquiry: leave Next follow-up empty',
  logged: (outcome, name) => `${outcome}: logged for ${name}.`,
  noSmtp:
    'E-mail is not set up: an Owner or Manager can fill in the SMTP settings in Settings → Reminders.',
  smtpPasswordUnreadable:
    "The SMTP password cannot be read here: it was sealed with another installation's key. An Owner or Manager can type it again in Settings → Reminders.",
  emailed: (sent, failed) =>
    `Sent ${sent} ${sent === 1 ? 'e-mail' : 'e-mails'}${failed ? `; ${failed} failed` : ''}.`,
};

/** A UPI ID as the API accepts it: name@bank (docs/product/reminders.md §25). */
export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
