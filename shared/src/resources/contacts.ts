import type {
  CONTACT_CHANNELS as ApiChannels,
  CONTACT_OUTCOMES as ApiOutcomes,
} from '@spotter/api/contract';

/*
 * A contact's labels as the API words them (docs/product/reminders.md §25), shown by the billing
 * section's Reminders screens and a member's contacts: copies typed by the API's own constants
 * (see core/input-rules.ts), held to their values and order by `contacts.test.ts`.
 */

/** How a contact was made, in the order the forms offer them. */
export const CONTACT_CHANNELS: typeof ApiChannels = {
  whatsapp: 'WhatsApp',
  call: 'Call',
  email: 'E-mail',
  in_person: 'In person',
};

/** What came of a contact, in the order Log outcome offers them. */
export const CONTACT_OUTCOMES: typeof ApiOutcomes = {
  sent: 'Sent reminder',
  reached: 'Reached',
  no_answer: 'No answer',
  promised: 'Promised to pay',
  not_interested: 'Not interested',
};
