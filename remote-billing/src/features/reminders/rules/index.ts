// The reminders' rules, which only this section's Reminders screens use (the queue, Log outcome,
// the settings and their preview): limits, messages, the UPI ID's pattern, the template's filling.
export { fillTemplate, REMINDER_PLACEHOLDERS, unknownPlaceholder, upiPayLink } from './template';
export { REMINDER_LIMITS, REMINDER_MESSAGES, UPI_PATTERN } from './rules';
