import {
  EMAIL_RULE,
  formatDate,
  formatRupees,
  isEmail,
  localDay,
  type ReminderSettings,
  type ReminderSettingsInput,
} from '@spotter/shared';
import {
  fillTemplate,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  unknownPlaceholder,
  UPI_PATTERN,
  upiPayLink,
} from '../rules';

/** When an expiry reminder goes: so many days before, on the day, or so many days after. */
export type When = 'before' | 'on' | 'after';

export interface ExpiryRow {
  /** Keeps a row's fields apart as rows are added and removed. */
  key: number;
  when: When;
  days: string;
  template: string;
}

/** The settings form's values (docs/product/reminders.md §25). */
export interface SettingsValues {
  expiry: ExpiryRow[];
  duesEvery: string;
  duesTemplate: string;
  promiseTemplate: string;
  upi: string;
  host: string;
  port: string;
  user: string;
  password: string;
  from: string;
}

/** Errors by field: 'upi', 'host'…, and `expiry.<key>.days|when|template` for a row's. */
export type SettingsErrors = Record<string, string | undefined>;

let nextKey = 1;
export const expiryRow = (days = -1, template = ''): ExpiryRow => ({
  key: nextKey++,
  when: days < 0 ? 'before' : days === 0 ? 'on' : 'after',
  days: days === 0 ? '' : String(Math.abs(days)),
  template,
});

export function fromSettings(settings: Pick<ReminderSettings, 'rules' | 'upi_id' | 'smtp'>) {
  const of = (kind: string) => settings.rules.filter((rule) => rule.kind === kind);
  const dues = of('dues')[0];
  return {
    expiry: of('expiry')
      .sort((a, b) => a.days - b.days)
      .map((rule) => expiryRow(rule.days, rule.template)),
    duesEvery: String(dues?.days ?? ''),
    duesTemplate: dues?.template ?? '',
    promiseTemplate: of('promise')[0]?.template ?? '',
    upi: settings.upi_id,
    host: settings.smtp.host,
    port: settings.smtp.port === null ? '' : String(settings.smtp.port),
    user: settings.smtp.user,
    password: '',
    from: settings.smtp.from,
  } satisfies SettingsValues;
}

const wholeIn = (text: string, min: number, max: number) =>
  /^\d{1,5}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The day relative to the expiry an expiry row stands for, or null while its number is not one. */
export function offsetOf(row: ExpiryRow): number | null {
  if (row.when === 'on') return 0;
  const limit = row.when === 'before' ? -REMINDER_LIMITS.offsetMin : REMINDER_LIMITS.offsetMax;
  if (!wholeIn(row.days, 1, limit)) return null;
  return row.when === 'before' ? -Number(row.days) : Number(row.days);
}

const templateError = (template: string) => {
  if (!template.trim()) return REMINDER_MESSAGES.templateRequired;
  const unknown = unknownPlaceholder(template);
  return unknown === undefined ? undefined : REMINDER_MESSAGES.unknownPlaceholder(unknown);
};

/** The API's rules, checked before sending, each message under its field. */
export function validateSettings(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  const seen = new Set<number>();
  for (const row of values.expiry) {
    const offset = offsetOf(row);
    if (offset === null) errors[`expiry.${row.key}.days`] = REMINDER_MESSAGES.offsetRange;
    else if (seen.has(offset)) errors[`expiry.${row.key}.when`] = REMINDER_MESSAGES.offsetTwice;
    if (offset !== null) seen.add(offset);
    errors[`expiry.${row.key}.template`] = templateError(row.template);
  }
  if (!wholeIn(values.duesEvery, REMINDER_LIMITS.everyMin, REMINDER_LIMITS.everyMax))
    errors.duesEvery = REMINDER_MESSAGES.everyRange;
  errors.duesTemplate = templateError(values.duesTemplate);
  errors.promiseTemplate = templateError(values.promiseTemplate);
  if (values.upi.trim() && !UPI_PATTERN.test(values.upi.trim())) errors.upi = REMINDER_MESSAGES.upi;
  const smtp = { host: values.host, port: values.port, from: values.from };
  const missing = Object.entries(smtp).find(([, value]) => !value.trim());
  // A user or password alone sends nothing: they belong to a server.
  const signIn = values.user.trim() !== '' || values.password !== '';
  if (missing && (signIn || Object.values(smtp).some((value) => value.trim())))
    errors[missing[0]] = REMINDER_MESSAGES.smtpIncomplete;
  if (values.port.trim() && !wholeIn(values.port, 1, 65535))
    errors.port = REMINDER_MESSAGES.smtpPort;
  if (values.from.trim() && !isEmail(values.from.trim())) errors.from = EMAIL_RULE.message;
  return errors;
}

/** What PUT /reminders/settings takes; an empty password keeps the saved one. */
export const toSettingsInput = (values: SettingsValues): ReminderSettingsInput => ({
  rules: [
    ...values.expiry.map((row) => ({
      kind: 'expiry' as const,
      days: offsetOf(row) ?? 0,
      template: row.template,
    })),
    { kind: 'dues', days: Number(values.duesEvery), template: values.duesTemplate },
    { kind: 'promise', days: 0, template: values.promiseTemplate },
  ],
  upi_id: values.upi.trim(),
  smtp: {
    host: values.host.trim(),
    port: values.port.trim() ? Number(values.port) : null,
    user: values.user.trim(),
    from: values.from.trim(),
    ...(values.password ? { password: values.password } : {}),
  },
});

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDay(date);
};

/**
 * A template as the sample member would get it: Priya Sharma on Gold, expiring in 3 days, owing
 * ₹2,500, with the pay link from the UPI ID as typed.
 */
export function previewOf(template: string, gym: string, upi: string): string {
  const upiId = upi.trim();
  return fillTemplate(template, {
    name: 'Priya Sharma',
    plan: 'Gold',
    expiry: formatDate(inDays(3)),
    due: formatRupees(2500),
    gym,
    pay_link: upiId
      ? upiPayLink({ upiId, payee: gym, amount: 2500, note: `${gym} membership dues` })
      : '',
  });
}
