import { DEFAULT_REMINDER_RULES, type ReminderSettingsInput } from '../../schemas/reminders';
import { activityRecords, recorded } from '../../testing/activity-records';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ADMIN } from '../../testing/test-app';
import { describe as describeRecord } from '../activity/describe';

const DEFAULTS: ReminderSettingsInput = {
  rules: DEFAULT_REMINDER_RULES.map((rule) => ({ ...rule })),
  upi_id: '',
  smtp: { host: '', port: null, user: '', from: '' },
};
const SMTP = { host: 'smtp.example.com', port: 587, user: 'desk', from: 'desk@example.com' };

describe('reminder settings in the activity trail', () => {
  const ctx = useSignedInApp();
  const put = (body: ReminderSettingsInput) => ctx.send('PUT', '/reminders/settings', body);

  it('records what a save changed, in words the Activity screen reads, and never the password', async () => {
    const rules = [
      ...DEFAULTS.rules.filter((rule) => rule.days !== -1 || rule.kind !== 'expiry'),
      { kind: 'expiry' as const, days: 5, template: 'Hi {name}, come back to {gym}!' },
    ].map((rule) =>
      rule.kind === 'dues' ? { ...rule, days: 10, template: 'Pay {due} please' } : rule,
    );
    rules[0] = { ...rules[0]!, template: 'Hi {name}, a week to go.' };
    const [response, records] = await recorded(ctx.app, () =>
      put({ rules, upi_id: 'irontemple@okaxis', smtp: { ...SMTP, password: 'p4ss-word' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(records).toEqual([
      expect.objectContaining({
        admin_id: 1,
        admin_name: ADMIN.username,
        action: 'reminders.settings_saved',
        kind: 'settings',
        label: 'Reminder settings',
        data: {
          changes: {
            expiry_days: [
              ['7 days before', '3 days before', '1 day before', 'On the day', '3 days after'],
              ['7 days before', '3 days before', 'On the day', '3 days after', '5 days after'],
            ],
            dues_every: [7, 10],
            upi_id: ['', 'irontemple@okaxis'],
            smtp_host: ['', 'smtp.example.com'],
            smtp_port: [null, 587],
            smtp_user: ['', 'desk'],
            smtp_from: ['', 'desk@example.com'],
          },
          messages_edited: ['7 days before'],
          smtp_sign_in: 'set',
        },
      }),
    ]);
    expect(JSON.stringify(records)).not.toContain('p4ss-word');
    expect(describeRecord(records[0]!, { money: true, plans: new Map() })).toEqual({
      what: 'Changed the reminder settings',
      details:
        'Messages edited: 7 days before · SMTP password set · Expiry reminders: added 5 days after and removed 1 day before; Dues reminders every (days): 7 → 10; UPI ID: — → irontemple@okaxis; SMTP host: — → smtp.example.com; SMTP port: — → 587; SMTP user: — → desk; Sender: — → desk@example.com',
    });

    const [, cleared] = await recorded(ctx.app, () =>
      put({ rules, upi_id: 'irontemple@okaxis', smtp: { ...SMTP, password: '' } }),
    );
    expect(cleared.map((record) => record.data)).toEqual([{ smtp_sign_in: 'cleared' }]);
  });

  it('records nothing for a save that changes nothing, or a refused one', async () => {
    const [same, none] = await recorded(ctx.app, () => put(DEFAULTS));
    expect(same.statusCode).toBe(200);
    expect(none).toEqual([]);
    const before = await activityRecords(ctx.app);
    expect((await put({ ...DEFAULTS, upi_id: 'not a upi id' })).statusCode).toBe(400);
    expect(await activityRecords(ctx.app)).toEqual(before);
  });
});
