import type { ContactChannelLabels, ContactOutcomeLabels } from '@spotter/shared';

/*
 * How a contact was made and what came of it, in the API's words (CONTACT_CHANNELS and
 * CONTACT_OUTCOMES of its reminders contract). Copies, since the contract reaches the screens as
 * types only: each is typed by the API's own literal type, so a word that drifts fails the typecheck.
 */
export const CONTACT_CHANNELS: ContactChannelLabels = {
  whatsapp: 'WhatsApp',
  call: 'Call',
  email: 'E-mail',
  in_person: 'In person',
};

export const CONTACT_OUTCOMES: ContactOutcomeLabels = {
  sent: 'Sent reminder',
  reached: 'Reached',
  no_answer: 'No answer',
  promised: 'Promised to pay',
  not_interested: 'Not interested',
};
