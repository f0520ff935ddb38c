import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, type Actor } from '../../domain/activity';
import { today } from '../../domain/dates';
import { gymDetails } from '../../domain/gym';
import { catchUpReminders } from '../../domain/reminders';
import { smtpServerOf } from '../../domain/reminders/mailer';
import {
  reminderSettings,
  saveReminderSettings,
  settingsRefusal,
  smtpPassword,
  storedSettings,
} from '../../domain/reminders/settings';
import { badRequest, conflict } from '../../lib/http-errors';
import {
  REMINDER_MESSAGES,
  ReminderSettings,
  ReminderSettingsInput,
  ReminderSettingsSaved,
  RemindersEmailed,
} from '../../schemas/reminders';
import { DEFAULT_REMINDER_RULES } from '../../schemas/reminders';
import { emailDueReminders } from './email-reminders';
import { taskContext } from './queue-repository';
import { settingsSchemaRefusal } from './settings-refusal';
import { scopeOf } from '../../plugins/branch-scope';
import type { BranchScope } from '../../domain/branch-scope';

/** The options of every reminder route, these and index.ts's. */
export interface ReminderRoutesOptions {
  /** GYM_NAME: `{gym}` (and the e-mails' subject) until Settings saves a name. */
  defaultGymName: string;
}

const reminderSettingsAndEmailRoutes: FastifyPluginAsyncTypebox<ReminderRoutesOptions> = async (
  app,
  options,
) => {
  const withGym = async <T extends object>(settings: T) => ({
    ...settings,
    gym_name: (await gymDetails(app.db, options.defaultGymName)).name,
  });

  app.get(
    '/reminders/settings',
    {
      config: { audience: 'staff', scope: 'chain', permission: 'reminders.manage' },
      schema: { response: { 200: ReminderSettings } },
    },
    async () => ({
      status: 'success' as const,
      ...(await withGym(await reminderSettings(app.db))),
    }),
  );

  app.put(
    '/reminders/settings',
    {
      config: {
        example: {
          json: {
            rules: DEFAULT_REMINDER_RULES,
            upi_id: 'example@okaxis',
            smtp: { host: 'smtp.example.com', port: 587, user: '', from: 'reminders@example.com' },
          },
        },
        audience: 'staff',
        scope: 'chain',
        permission: 'reminders.manage',
        records: 'reminders.settings_saved',
      },
      // The schema's refusals are worded as the settings' own (settings-refusal.ts) where it can tell.
      attachValidation: true,
      schema: { body: ReminderSettingsInput, response: { 200: ReminderSettingsSaved } },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid)
        throw badRequest(
          settingsSchemaRefusal(invalid.validation, request.body) ?? invalid.message,
        );
      const refusal = settingsRefusal(request.body);
      if (refusal) throw badRequest(refusal);
      await saveReminderSettings(app.db, app.secrets, actorOf(request), request.body, today());
      return {
        status: 'success' as const,
        message: REMINDER_MESSAGES.saved,
        ...(await withGym(await reminderSettings(app.db))),
      };
    },
  );

  const sendDue = async (actor: Actor, scope: BranchScope) => {
    const settings = await storedSettings(app.db).executeTakeFirstOrThrow();
    const password = smtpPassword(app.secrets, settings);
    if (password === undefined) throw conflict(REMINDER_MESSAGES.smtpPasswordUnreadable);
    const server = smtpServerOf({ ...settings, smtp_password: password });
    if (!server) throw conflict(REMINDER_MESSAGES.noSmtp);
    const day = today();
    await catchUpReminders(app.db, day);
    return emailDueReminders(app.db, {
      ...(await taskContext(app.db, options.defaultGymName, day)),
      server,
      actor,
      scope,
    });
  };

  app.post(
    '/reminders/email',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'payments.record',
        records: 'member.contacted',
      },
      schema: { response: { 200: RemindersEmailed } },
    },
    async (request) => {
      const result = await sendDue(actorOf(request), scopeOf(request));
      return {
        status: 'success' as const,
        message: REMINDER_MESSAGES.emailed(result.sent, result.failed.length),
        ...result,
      };
    },
  );
};

export default fp(reminderSettingsAndEmailRoutes, {
  name: 'reminder-settings-and-email-routes',
  encapsulate: true,
});
