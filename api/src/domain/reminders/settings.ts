import type { Db } from '../../db/database';
import { forUpdate, transaction } from '../../db/transaction';
import type { Secrets } from '../../lib/secrets';
import {
  REMINDER_KINDS,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  unknownPlaceholder,
  type ReminderRule,
  type ReminderRuleInput,
  type ReminderSettingsInput,
  type SmtpSettings,
} from '../../schemas/reminders';
import { changesBetween, recordActivity, type Actor, type Change } from '../activity';
import { planEveryMember } from './catch-up';

/**
 * The reminder settings (docs/product/reminders.md §25): the rules, the gym's UPI ID and the SMTP server,
 * read and saved together by Settings → Reminders.
 */

/** A UPI ID (VPA): a handle, '@', and the bank's short name. */
export const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** The stored settings row, the password among them: only the e-mail sender reads it. */
export const storedSettings = (db: Db) =>
  db.selectFrom('reminder_settings').selectAll().where('id', '=', 1);

export type StoredSettings = Awaited<
  ReturnType<ReturnType<typeof storedSettings>['executeTakeFirstOrThrow']>
>;

/**
 * Seals the SMTP password where it is still stored in clear (saved before sealing, or restored
 * from such a backup), in place; answers whether it did. Locked: instances starting together
 * seal it once.
 */
export async function sealStoredSecrets(db: Db, secrets: Secrets): Promise<boolean> {
  return transaction(db, async (trx) => {
    const row = await forUpdate(
      trx,
      trx.selectFrom('reminder_settings').select(['id', 'smtp_password']),
    ).executeTakeFirst();
    if (!row || row.smtp_password === '' || secrets.isSealed(row.smtp_password)) return false;
    await trx
      .updateTable('reminder_settings')
      .set({ smtp_password: secrets.seal(row.smtp_password) })
      .where('id', '=', row.id)
      .execute();
    return true;
  });
}

/** The SMTP password in `row` in clear, or undefined when this key cannot open it. */
export function smtpPassword(secrets: Secrets, row: Pick<StoredSettings, 'smtp_password'>) {
  try {
    return secrets.open(row.smtp_password);
  } catch {
    return undefined;
  }
}

/** Expiry rules by day, then the dues rule, then the promise rule: the order Settings shows. */
const byKindAndDay = (a: ReminderRule, b: ReminderRule) =>
  REMINDER_KINDS.indexOf(a.kind) - REMINDER_KINDS.indexOf(b.kind) || a.days - b.days;

const rulesOf = async (db: Db) =>
  (await db.selectFrom('reminder_rules').select(['id', 'kind', 'days', 'template']).execute()).sort(
    byKindAndDay,
  );

const smtpOf = (row: StoredSettings): SmtpSettings => ({
  host: row.smtp_host,
  port: row.smtp_port,
  user: row.smtp_user,
  from: row.smtp_from,
  password_set: row.smtp_password !== '',
});

/** The rules, UPI ID and SMTP server as Settings shows them: never the password. */
export async function reminderSettings(db: Db) {
  const row = await storedSettings(db).executeTakeFirstOrThrow();
  return { rules: await rulesOf(db), upi_id: row.upi_id, smtp: smtpOf(row) };
}

/** Why the settings cannot be saved (a REMINDER_MESSAGES refusal), or undefined. */
export function settingsRefusal({
  rules,
  upi_id,
  smtp,
}: ReminderSettingsInput): string | undefined {
  const { offsetMin, offsetMax, everyMin, everyMax, expiryRulesMax } = REMINDER_LIMITS;
  const expiry = rules.filter((rule) => rule.kind === 'expiry');
  const dues = rules.filter((rule) => rule.kind === 'dues');
  if (expiry.some(({ days }) => days < offsetMin || days > offsetMax))
    return REMINDER_MESSAGES.offsetRange;
  if (new Set(expiry.map(({ days }) => days)).size < expiry.length)
    return REMINDER_MESSAGES.offsetTwice;
  if (expiry.length > expiryRulesMax) return REMINDER_MESSAGES.tooManyRules;
  if (dues.length !== 1 || rules.filter((rule) => rule.kind === 'promise').length !== 1)
    return REMINDER_MESSAGES.oneDuesRule;
  if (dues[0]!.days < everyMin || dues[0]!.days > everyMax) return REMINDER_MESSAGES.everyRange;
  for (const { template } of rules) {
    if (!template.trim()) return REMINDER_MESSAGES.templateRequired;
    const unknown = unknownPlaceholder(template);
    if (unknown !== undefined) return REMINDER_MESSAGES.unknownPlaceholder(unknown);
  }
  if (upi_id.trim() && !UPI_ID.test(upi_id.trim())) return REMINDER_MESSAGES.upi;
  // A user or password alone sends nothing: they belong to a server.
  const server = [smtp.host.trim(), smtp.port !== null, smtp.from.trim()];
  const signIn = smtp.user.trim() !== '' || !!smtp.password;
  if (server.some(Boolean) && !server.every(Boolean)) return REMINDER_MESSAGES.smtpIncomplete;
  if (signIn && !server.every(Boolean)) return REMINDER_MESSAGES.smtpIncomplete;
  return undefined;
}

/** A rule's day as Settings and the trail say it: "7 days before", "On the day", "1 day after". */
export function ruleDay({ kind, days }: Pick<ReminderRule, 'kind' | 'days'>): string {
  if (kind === 'dues') return 'Dues';
  if (kind === 'promise') return 'Promise broken';
  if (days === 0) return 'On the day';
  const count = `${Math.abs(days)} ${Math.abs(days) === 1 ? 'day' : 'days'}`;
  return `${count} ${days < 0 ? 'before' : 'after'}`;
}

const keyOf = ({ kind, days }: Pick<ReminderRule, 'kind' | 'days'>) => `${kind} ${days}`;

/** The rules as saved: templates trimmed, the promise rule's day 0 whatever was sent. */
const normalised = (rules: ReminderRuleInput[]) =>
  rules.map(({ kind, days, template }) => ({
    kind,
    days: kind === 'promise' ? 0 : days,
    template: template.trim(),
  }));

/** The trail's words for what a save changed in the rules. */
function ruleChanges(before: ReminderRule[], after: ReturnType<typeof normalised>) {
  const expiryDays = (rules: Pick<ReminderRule, 'kind' | 'days'>[]) =>
    rules
      .filter((rule) => rule.kind === 'expiry')
      .sort((a, b) => a.days - b.days)
      .map(ruleDay);
  const changes: Record<string, Change> = {};
  const [was, is] = [expiryDays(before), expiryDays(after)];
  if (was.join() !== is.join()) changes.expiry_days = [was, is];
  const duesOf = (rules: Pick<ReminderRule, 'kind' | 'days'>[]) =>
    rules.find((rule) => rule.kind === 'dues')?.days ?? null;
  if (duesOf(before) !== duesOf(after)) changes.dues_every = [duesOf(before), duesOf(after)];
  const stored = new Map(before.map((rule) => [keyOf(rule), rule.template]));
  const edited = after
    .filter((rule) => stored.has(keyOf(rule)) && stored.get(keyOf(rule)) !== rule.template)
    .map(ruleDay);
  return { changes, edited };
}

/**
 * Saves every rule, the UPI ID and the SMTP server in one transaction, recording what changed. A
 * rule keeps its id while its kind and day stay; one left out is deleted with its tasks. When the
 * rules' days change, every member is planned again under them on the gym's day `today`, in the
 * same transaction (the day's pass). The password is kept when left out, cleared by '', and
 * stored sealed (lib/secrets.ts). Answers
 * whether anything changed.
 */
export async function saveReminderSettings(
  db: Db,
  secrets: Secrets,
  actor: Actor,
  input: ReminderSettingsInput,
  today: string,
): Promise<boolean> {
  const rules = normalised(input.rules);
  const smtp = {
    smtp_host: input.smtp.host.trim(),
    smtp_port: input.smtp.port,
    smtp_user: input.smtp.user.trim(),
    smtp_from: input.smtp.from.trim(),
  };
  return transaction(db, async (trx) => {
    // Locked: of two saves at once, the second reads the rules the first saved.
    const row = await forUpdate(trx, storedSettings(trx)).executeTakeFirstOrThrow();
    const before = await rulesOf(trx);
    const kept = new Map(before.map((rule) => [keyOf(rule), rule]));
    const wanted = new Set(rules.map(keyOf));
    const removed = before.filter((rule) => !wanted.has(keyOf(rule))).map((rule) => rule.id);
    if (removed.length) await trx.deleteFrom('reminder_rules').where('id', 'in', removed).execute();
    for (const rule of rules) {
      const old = kept.get(keyOf(rule));
      if (!old) await trx.insertInto('reminder_rules').values(rule).execute();
      else if (old.template !== rule.template)
        await trx
          .updateTable('reminder_rules')
          .set({ template: rule.template })
          .where('id', '=', old.id)
          .execute();
    }
    // Stored sealed; a new one is told apart from the old by their clear values.
    const typed = input.smtp.password;
    const password = typed === undefined ? row.smtp_password : secrets.seal(typed);
    const { changes, edited } = ruleChanges(before, rules);
    const replan = removed.length > 0 || rules.some((rule) => !kept.has(keyOf(rule)));
    await trx
      .updateTable('reminder_settings')
      .set({
        upi_id: input.upi_id.trim(),
        ...smtp,
        smtp_password: password,
        ...(replan ? { planned_on: today } : {}),
      })
      .where('id', '=', 1)
      .execute();
    if (replan) await planEveryMember(trx, today);
    Object.assign(
      changes,
      changesBetween(row, { upi_id: input.upi_id.trim(), ...smtp }, [
        'upi_id',
        'smtp_host',
        'smtp_port',
        'smtp_user',
        'smtp_from',
      ]),
    );
    const passwordFact =
      typed === undefined || typed === smtpPassword(secrets, row)
        ? null
        : typed === ''
          ? 'cleared'
          : 'set';
    if (!Object.keys(changes).length && !edited.length && !passwordFact) return false;
    await recordActivity(trx, actor, {
      action: 'reminders.settings_saved',
      label: 'Reminder settings',
      data: {
        ...(Object.keys(changes).length ? { changes } : {}),
        ...(edited.length ? { messages_edited: edited } : {}),
        ...(passwordFact ? { smtp_sign_in: passwordFact } : {}),
      },
    });
    return true;
  });
}
