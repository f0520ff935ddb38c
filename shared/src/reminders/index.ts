// Its own entry, shared on its own at run time and fetched by the first screen that needs it (the
// reminders' queue and settings, a member's contacts): the login page does not carry it.
export { fillTemplate, REMINDER_PLACEHOLDERS, unknownPlaceholder, upiPayLink } from './template';
export {
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  UPI_PATTERN,
} from './rules';
