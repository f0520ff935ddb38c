import type { FastifySchemaValidationError } from 'fastify';
import { REMINDER_MESSAGES } from '../../schemas/reminders';

/**
 * The settings' own words for what the body's schema refused first: a day out of its range is
 * the expiry offset's or the dues interval's refusal depending on the rule's kind (the schema
 * holds one range for both), a port the port's, too many rules the rules' limit. Undefined for
 * anything else, which the usual validation message says well enough.
 */
export function settingsSchemaRefusal(
  errors: FastifySchemaValidationError[],
  body: unknown,
): string | undefined {
  for (const { instancePath, keyword } of errors) {
    if (instancePath.startsWith('/smtp/port')) return REMINDER_MESSAGES.smtpPort;
    if (instancePath === '/rules' && keyword === 'maxItems') return REMINDER_MESSAGES.tooManyRules;
    const day = /^\/rules\/(\d+)\/days$/.exec(instancePath);
    if (day && (keyword === 'minimum' || keyword === 'maximum')) {
      const rules = (body as { rules?: { kind?: unknown }[] } | null)?.rules;
      const kind = Array.isArray(rules) ? rules[Number(day[1])]?.kind : undefined;
      if (kind === 'expiry') return REMINDER_MESSAGES.offsetRange;
      if (kind === 'dues') return REMINDER_MESSAGES.everyRange;
    }
  }
  return undefined;
}
